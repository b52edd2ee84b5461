import CZlib

/// CRC-32 (IEEE 802.3, the polynomial zip uses), computed by zlib: the checksum of every zip
/// entry of the EPUB edition and of every cache file's body, a few megabytes on every build,
/// which zlib's optimized loop makes negligible even in the debug build authors run.
enum CRC32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) -> UInt in
            var crc = CZlib.crc32(0, nil, 0)
            var rest = UnsafeBufferPointer(rebasing: buffer[...])
            // zlib takes at most 4 GiB at a call (`uInt`).
            while !rest.isEmpty {
                let count = min(rest.count, Int(UInt32.max))
                crc = CZlib.crc32(crc, rest.baseAddress, UInt32(count))
                rest = UnsafeBufferPointer(rebasing: rest[count...])
            }
            return crc
        }
        let crc = bytes.withContiguousStorageIfAvailable(absorb) ?? Array(bytes).withUnsafeBufferPointer(absorb)
        return UInt32(truncatingIfNeeded: crc)
    }

    /// The checksum of `bytes` as eight lowercase hex digits.
    static func hex(_ bytes: some Collection<UInt8>) -> String {
        let digits = String(checksum(bytes), radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
