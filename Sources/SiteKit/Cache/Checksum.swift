/// The checksum of a cache file's body: 64-bit FNV-1a, to notice a damaged file.
///
/// Not a key, so it needs no resistance to someone crafting collisions, only to accidents,
/// and it is many times faster than SHA-256 on the tens of megabytes a large book reads
/// back from the cache. Each step maps the running value one-to-one for a given byte, so two
/// bodies of the same length that differ in any one byte always get different checksums;
/// a body of another length is caught by the lengths recorded in the entry.
enum Checksum {
    static func hex(_ bytes: some Collection<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        if bytes.withContiguousStorageIfAvailable(absorb) == nil { Array(bytes).withUnsafeBufferPointer(absorb) }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
