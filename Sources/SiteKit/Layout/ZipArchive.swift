import Foundation

/// A zip file of text files (the examples' package, the EPUB edition), written without
/// compression ("stored"), so that every unzip tool reads it and the same files always give the
/// same bytes: entries in the order given, every date 1980-01-01 00:00, no extra fields. (The
/// toolchain has no deflate that builds on Linux and macOS alike without a C library.) Stored
/// has a second merit for files committed with `Site/`: an entry that did not change is the same
/// run of bytes in the next version of the file and an edited one differs only around the edit,
/// so git stores an edit as a delta about its size, where a deflated entry would differ from the
/// edit to its end (ten chapter edits: 7,850 bytes against 149,595; docs/performance.md).
struct ZipArchive {
    private var data = Data()
    private var central = Data()
    private var count = 0

    /// Adds a file at `path` (forward slashes, relative) with `contents`.
    mutating func add(_ path: String, _ contents: Data) {
        let name = Data(path.utf8)
        let crc = CRC32.checksum(contents)
        let offset = UInt32(data.count)
        // Local file header.
        data.appendLittleEndian(UInt32(0x0403_4b50))
        Self.appendCommonFields(to: &data, name: name, crc: crc, size: contents.count)
        data.appendLittleEndian(UInt16(0))  // extra field length
        data.append(name)
        data.append(contents)
        // Central directory entry.
        central.appendLittleEndian(UInt32(0x0201_4b50))
        central.appendLittleEndian(UInt16(20))  // made by: version 2.0
        Self.appendCommonFields(to: &central, name: name, crc: crc, size: contents.count)
        central.appendLittleEndian(UInt16(0))  // extra field length
        central.appendLittleEndian(UInt16(0))  // comment length
        central.appendLittleEndian(UInt16(0))  // disk number
        central.appendLittleEndian(UInt16(0))  // internal attributes
        central.appendLittleEndian(UInt32(0o100644) << 16)  // external attributes: a regular file, rw-r--r--
        central.appendLittleEndian(offset)
        central.append(name)
        count += 1
    }

    /// Version needed, flags (bit 11: the name is UTF-8), method (stored), time, date, CRC,
    /// sizes and the name's length: what the local header and the central entry share.
    /// Static: called on `self`'s own buffers, a method would hold a second reference to them,
    /// and each append would copy the whole archive so far.
    private static func appendCommonFields(to data: inout Data, name: Data, crc: UInt32, size: Int) {
        data.appendLittleEndian(UInt16(20))
        data.appendLittleEndian(UInt16(1 << 11))
        data.appendLittleEndian(UInt16(0))
        data.appendLittleEndian(UInt16(0))  // 00:00:00
        data.appendLittleEndian(UInt16(0x0021))  // 1980-01-01
        data.appendLittleEndian(crc)
        data.appendLittleEndian(UInt32(size))
        data.appendLittleEndian(UInt32(size))
        data.appendLittleEndian(UInt16(name.count))
    }

    /// The finished archive.
    var bytes: Data {
        var result = data
        result.append(central)
        result.appendLittleEndian(UInt32(0x0605_4b50))
        result.appendLittleEndian(UInt16(0))  // this disk
        result.appendLittleEndian(UInt16(0))  // the disk with the central directory
        result.appendLittleEndian(UInt16(count))
        result.appendLittleEndian(UInt16(count))
        result.appendLittleEndian(UInt32(central.count))
        result.appendLittleEndian(UInt32(data.count))
        result.appendLittleEndian(UInt16(0))  // comment length
        return result
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
