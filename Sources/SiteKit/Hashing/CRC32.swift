import CZlib
import Foundation

/// CRC-32 (IEEE 802.3, the polynomial zip uses), computed by zlib: the checksum of every zip
/// entry of the EPUB edition and of every cache file's body, a few megabytes on every build,
/// which zlib's optimized loop makes negligible even in the debug build authors run.
enum CRC32 {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        UInt32(truncatingIfNeeded: update(CZlib.crc32(0, nil, 0), with: bytes))
    }

    /// The checksum of `parts` one after the other, without joining them.
    static func checksum(parts: [Data]) -> UInt32 {
        UInt32(truncatingIfNeeded: parts.reduce(CZlib.crc32(0, nil, 0)) { update($0, with: $1) })
    }

    /// `crc` continued over `bytes`.
    private static func update(_ crc: UInt, with bytes: some Collection<UInt8>) -> UInt {
        let absorb = { (buffer: UnsafeBufferPointer<UInt8>) -> UInt in
            var crc = crc
            var rest = UnsafeBufferPointer(rebasing: buffer[...])
            // zlib takes at most 4 GiB at a call (`uInt`).
            while !rest.isEmpty {
                let count = min(rest.count, Int(UInt32.max))
                crc = CZlib.crc32(crc, rest.baseAddress, UInt32(count))
                rest = UnsafeBufferPointer(rebasing: rest[count...])
            }
            return crc
        }
        return bytes.withContiguousStorageIfAvailable(absorb) ?? Array(bytes).withUnsafeBufferPointer(absorb)
    }

    /// The checksum of `bytes` as eight lowercase hex digits.
    static func hex(_ bytes: some Collection<UInt8>) -> String { hex(checksum(bytes)) }

    /// The checksum of `parts` one after the other as eight lowercase hex digits.
    static func hex(parts: [Data]) -> String { hex(checksum(parts: parts)) }

    private static func hex(_ checksum: UInt32) -> String {
        let digits = String(checksum, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
