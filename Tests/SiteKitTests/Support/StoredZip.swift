import Foundation

/// The entries of a zip whose entries are stored (not compressed), as `ZipArchive` and the
/// EPUB edition write them: by name, in order, read from the local file headers.
struct StoredZip {
    struct Entry {
        var name: String
        var method: UInt16
        var data: Data
    }

    let entries: [Entry]

    init(_ data: Data) {
        let bytes = [UInt8](data)
        func number(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        var entries: [Entry] = []
        var offset = 0
        while offset + 30 <= bytes.count, number(offset, 4) == 0x0403_4b50 {
            let method = UInt16(number(offset + 8, 2))
            let size = number(offset + 18, 4)
            let nameLength = number(offset + 26, 2)
            let extraLength = number(offset + 28, 2)
            let nameStart = offset + 30
            let dataStart = nameStart + nameLength + extraLength
            let name = String(decoding: bytes[nameStart..<(nameStart + nameLength)], as: UTF8.self)
            entries.append(Entry(name: name, method: method, data: Data(bytes[dataStart..<(dataStart + size)])))
            offset = dataStart + size
        }
        self.entries = entries
    }

    subscript(name: String) -> String? {
        entries.first { $0.name == name }.map { String(decoding: $0.data, as: UTF8.self) }
    }

    var names: [String] { entries.map(\.name) }
}
