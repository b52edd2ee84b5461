/// CRC-32 (IEEE 802.3, the polynomial zip uses), a table lookup per byte.
///
/// Here rather than beside `ZipArchive` because every build that writes `Site/` packs the EPUB
/// edition, a few megabytes for this catalogue: unoptimized, the loop over its bytes took
/// longer than the rest of a one-chapter edit.
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`.
    package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) in
            table.withUnsafeBufferPointer { table in
                for byte in buffer { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
            }
        }
        if bytes.withContiguousStorageIfAvailable(absorb) == nil { Array(bytes).withUnsafeBufferPointer(absorb) }
        return crc ^ 0xFFFF_FFFF
    }
}
