/// CRC-32 (IEEE 802.3, the polynomial zip uses), eight bytes at a step ("slicing-by-8").
///
/// Here rather than beside `ZipArchive` because every build that writes `Site/` packs the EPUB
/// edition, a few megabytes for this catalogue: unoptimized, the checksum of its bytes took
/// longer than the rest of a one-chapter edit, and a byte at a step, optimized, still a tenth of it.
package enum CRC32 {
    /// Eight tables of 256 entries, one after the other: the first is the classic byte-at-a-time
    /// table, and table `k` advances the checksum over a byte followed by `k` zero bytes.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            tables[index] = value
        }
        for index in 0..<256 {
            var value = tables[index]
            for table in 1..<8 {
                value = tables[Int(value & 0xFF)] ^ (value >> 8)
                tables[table * 256 + index] = value
            }
        }
        return tables
    }()

    /// The checksum of `bytes`.
    package static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) in
            tables.withUnsafeBufferPointer { table in
                var index = 0
                while index + 8 <= buffer.count {
                    let low =
                        crc
                        ^ (UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8 | UInt32(buffer[index + 2]) << 16
                            | UInt32(buffer[index + 3]) << 24)
                    let high =
                        UInt32(buffer[index + 4]) | UInt32(buffer[index + 5]) << 8 | UInt32(buffer[index + 6]) << 16
                        | UInt32(buffer[index + 7]) << 24
                    crc =
                        table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                    index += 8
                }
                while index < buffer.count {
                    crc = table[Int((crc ^ UInt32(buffer[index])) & 0xFF)] ^ (crc >> 8)
                    index += 1
                }
            }
        }
        if bytes.withContiguousStorageIfAvailable(absorb) == nil { Array(bytes).withUnsafeBufferPointer(absorb) }
        return crc ^ 0xFFFF_FFFF
    }
}
