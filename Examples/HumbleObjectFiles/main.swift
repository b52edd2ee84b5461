import Foundation
import Synchronization

// snippet.archive
/// What the exporter needs from storage, in the exporter's own words.
protocol InvoiceArchive: Sendable {
    func fileNames() throws -> [String]
    func write(_ text: String, named name: String) throws
}

/// The humble object: each method is one call into Foundation.
struct FolderArchive: InvoiceArchive {
    let folder: URL

    func fileNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
    }

    func write(_ text: String, named name: String) throws {
        try Data(text.utf8).write(to: folder.appending(path: name))
    }
}

/// For tests: a dictionary stands in for the folder.
final class MemoryArchive: InvoiceArchive {
    let files: Mutex<[String: String]>
    init(_ files: [String: String] = [:]) { self.files = Mutex(files) }

    func fileNames() -> [String] { files.withLock { Array($0.keys) } }
    func write(_ text: String, named name: String) {
        files.withLock { $0[name] = text }
    }
}
// snippet.end

// snippet.exporter
/// The logic: which invoices still need a file, what each file is called,
/// what it says.
struct InvoiceExporter: Sendable {
    let archive: any InvoiceArchive

    func fileName(_ number: Int) -> String {
        "invoice-" + String(format: "%04d", number) + ".txt"
    }

    /// Writes a file for each invoice that has none yet; returns their names.
    func export(_ invoices: [(number: Int, client: String)]) throws -> [String] {
        let existing = Set(try archive.fileNames())
        let missing = invoices.filter { !existing.contains(fileName($0.number)) }
            .sorted { $0.number < $1.number }
        for invoice in missing {
            try archive.write("Invoice \(invoice.number) for \(invoice.client)\n",
                              named: fileName(invoice.number))
        }
        return missing.map { fileName($0.number) }
    }
}
// snippet.end

// snippet.main
let invoices = [(number: 42, client: "Atelier Nord"), (number: 7, client: "Kestrel Press"),
                (number: 41, client: "Moosgrün Verlag")]

print("-- tested against memory")
let memory = MemoryArchive(["invoice-0041.txt": "Invoice 41 for Moosgrün Verlag\n"])
print("wrote", try InvoiceExporter(archive: memory).export(invoices))
print("wrote", try InvoiceExporter(archive: memory).export(invoices))
print("in memory", memory.fileNames().sorted())

print("-- the same two exports against a real folder")
let folder = FileManager.default.temporaryDirectory
    .appending(path: "humble-object-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let disk = InvoiceExporter(archive: FolderArchive(folder: folder))
print("wrote", try disk.export(invoices))
print("wrote", try disk.export(invoices))
print("on disk", try FolderArchive(folder: folder).fileNames().sorted())
// snippet.end
