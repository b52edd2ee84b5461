/// The checksum of a cache file's body: FNV-1a's step (xor, then multiply by its 64-bit
/// prime) taken eight bytes at a time, in this machine's byte order (cache files never leave
/// it), to notice a damaged file.
///
/// Not a key, so it needs no resistance to someone crafting collisions, only to accidents,
/// and it is many times faster than SHA-256 on the tens of megabytes a large book reads back
/// from the cache. Each step maps the running value one-to-one for a given word, so two
/// bodies of the same length that differ in any one word always get different checksums; a
/// body of another length is caught by the lengths recorded in the entry.
package enum Checksum {
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    package static func hex(_ bytes: some Collection<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) in
            let raw = UnsafeRawBufferPointer(buffer)
            let words = raw.count / 8
            for index in 0..<words {
                hash ^= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                hash = hash &* prime
            }
            for byte in raw[(words * 8)...] {
                hash ^= UInt64(byte)
                hash = hash &* prime
            }
        }
        if bytes.withContiguousStorageIfAvailable(absorb) == nil { Array(bytes).withUnsafeBufferPointer(absorb) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
