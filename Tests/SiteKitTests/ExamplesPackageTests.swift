import Foundation
import Testing

@testable import SiteKit

/// The examples offered for download: a zip any unzip reads, the same bytes for the same
/// examples, and a manifest that makes each example that builds a target.
@Suite("The examples package")
struct ExamplesPackageTests {
    @Test("CRC-32 is zip's: the check value of '123456789' is CBF43926")
    func crc() {
        #expect(CRC32.checksum(Data("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Data("The quick brown fox jumps over the lazy dog".utf8)) == 0x414F_A339)
        #expect(CRC32.checksum(Data()) == 0)
        // Eight bytes at a step give what a byte at a step gives, at every length and alignment.
        let table: [UInt32] = (0..<256).map { index in
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            return value
        }
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }
        for length in [1, 7, 8, 9, 15, 16, 17, 999, 1000] {
            let data = Data(bytes[(1000 - length)...])
            var crc: UInt32 = 0xFFFF_FFFF
            for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            #expect(CRC32.checksum(data) == crc ^ 0xFFFF_FFFF, "length \(length)")
        }
    }

    @Test("The archive holds each example's files, those that must not compile apart, the same bytes every time")
    func archive() async throws {
        let examples = [
            "Hello": Example(
                name: "Hello", files: [.init(name: "main.swift", path: "Examples/Hello/main.swift", text: "print(1)\n")]
            ),
            "Refused": Example(
                name: "Refused", files: [.init(name: "main.swift", path: "Examples/Refused/main.swift", text: "x\n")],
                compileExpectation: .error),
        ]
        let data = ExamplesPackage.archive(examples, title: "A book", folder: "a-book-examples")
        #expect(data == ExamplesPackage.archive(examples, title: "A book", folder: "a-book-examples"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("examples.zip")
        try data.write(to: file)
        let listed = await ProcessRunner(timeout: 60).run("python3", ["-m", "zipfile", "-l", file.path])
        try #require(listed.succeeded, "\(listed.stderr)")
        let root = "a-book-examples"
        // A program that must not compile is where the repository has it, so the examples
        // page's `cd Examples/<Name> && swiftc …` works in the download too.
        for path in [
            "\(root)/Package.swift", "\(root)/README.md", "\(root)/Examples/Hello/main.swift",
            "\(root)/Examples/Refused/main.swift",
        ] {
            #expect(listed.stdout.contains(path), "\(path) in \(listed.stdout)")
        }
        let manifest = ExamplesPackage.manifest(Array(examples.values))
        #expect(manifest.contains(#"example("Hello", ["main.swift"])"#))
        // Both folders are named, so that each target leaves the other out.
        #expect(manifest.contains("    \"Hello\",\n") && manifest.contains("    \"Refused\",\n"))
        #expect(!manifest.contains(#"example("Refused""#))
        #expect(manifest.hasPrefix("// swift-tools-version: 6.2\n"))
    }

    @Test("what a reader downloads or edits online carries no snippet marker, and keeps every line where it was")
    func noSnippetMarkers() async throws {
        let text =
            "// snippet.hide\nimport Foundation\n// snippet.show\n// snippet.greet\nprint(\"hi\")\n// snippet.end\n"
        let examples = [
            "Marked": Example(
                name: "Marked", files: [.init(name: "main.swift", path: "Examples/Marked/main.swift", text: text)])
        ]
        let data = ExamplesPackage.archive(examples, title: "A book", folder: "a-book-examples")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("examples.zip"))
        let unzipped = await ProcessRunner(timeout: 60).run(
            "python3", ["-m", "zipfile", "-e", folder.appendingPathComponent("examples.zip").path, folder.path])
        try #require(unzipped.succeeded, "\(unzipped.stderr)")
        let shipped = try String(
            contentsOf: folder.appendingPathComponent("a-book-examples/Examples/Marked/main.swift"), encoding: .utf8)
        #expect(!shipped.contains("snippet."))
        #expect(shipped == "\nimport Foundation\n\n\nprint(\"hi\")\n\n")
        #expect(
            shipped.split(separator: "\n", omittingEmptySubsequences: false).count
                == text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test("the examples page's command for a program that must not compile works in the unzipped package")
    func refusedCommandsWorkInTheDownload() async throws {
        var settings = ExampleSettings()
        settings.defaultIsolation = .mainActor
        let refused = Example(
            name: "Refused",
            files: [
                .init(
                    name: "main.swift", path: "Examples/Refused/main.swift",
                    text: "// expect: compile-error\n// setting: default-isolation MainActor\nlet n: Int = \"x\"\n")
            ], compileExpectation: .error, settings: settings)
        let data = ExamplesPackage.archive(["Refused": refused], title: "A book", folder: "a-book-examples")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: folder.appendingPathComponent("examples.zip"))
        let unzipped = await ProcessRunner(timeout: 60).run(
            "python3", ["-m", "zipfile", "-e", folder.appendingPathComponent("examples.zip").path, folder.path])
        try #require(unzipped.succeeded, "\(unzipped.stderr)")
        let command = try #require(ExamplesPackage.refusedCommand(refused))
        #expect(command.contains("-default-isolation MainActor"))
        let package = folder.appendingPathComponent("a-book-examples").path
        let ran = await ProcessRunner(timeout: 300).run("/bin/sh", ["-c", "cd \"$0\" && \(command)", package])
        #expect(ran.termination == .exited(1), "\(ran.stderr)")
        #expect(ran.stderr.contains("cannot convert value of type 'String'"), "\(ran.stderr)")
        #expect(!ran.stderr.contains("No such file"))
    }
}
