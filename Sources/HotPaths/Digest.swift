import Foundation

/// SHA-256 digests as lowercase hex, for cache keys.
///
/// Written here (FIPS 180-4, checked against the standard's test vectors in
/// `CacheStoreTests`) rather than taken from swift-crypto: on Linux that package compiles all
/// of BoringSSL, a large part of a cold build of the generator, only to hash local files. A
/// cache key needs a hash that never collides by accident, not a constant-time one.
package enum Digest {
    /// The hex digest of `text`'s UTF-8 bytes.
    package static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(bytes: $0) }
    }

    /// The hex digest of `bytes`.
    package static func hex(bytes: some DataProtocol) -> String {
        if let hash = bytes.withContiguousStorageIfAvailable({ hex(bytes: UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(bytes).withUnsafeBytes { hex(bytes: $0) }
    }

    /// The hex digest of `bytes`.
    package static func hex(bytes: UnsafeBufferPointer<UInt8>) -> String {
        hex(bytes: UnsafeRawBufferPointer(bytes))
    }

    package static func hex(bytes: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for word in sha256(bytes) {
            for shift in stride(from: 28, through: 0, by: -4) {
                text.append(digits[Int((word >> UInt32(shift)) & 0xF)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The eight 32-bit words of the SHA-256 hash of `message`.
    package static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt32] {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        // The last bytes, a 1 bit, zeros, and the message's length in bits: one or two blocks.
        let whole = message.count / 64 * 64
        var tail = [UInt8](message[whole...])
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bits = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        // Rounds run over raw buffers, since arrays would check bounds and uniqueness on every
        // word of every block.
        state.withUnsafeMutableBufferPointer { state in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                roundConstants.withUnsafeBufferPointer { constants in
                    var offset = 0
                    while offset < whole {
                        compress(state, message.baseAddress! + offset, schedule, constants)
                        offset += 64
                    }
                    tail.withUnsafeBytes { blocks in
                        for start in stride(from: 0, to: blocks.count, by: 64) {
                            compress(state, blocks.baseAddress! + start, schedule, constants)
                        }
                    }
                }
            }
        }
        return state
    }

    /// Mixes the 64-byte block at `block` into `state`, with `w` as the message schedule.
    @inline(__always)
    private static func compress(
        _ state: UnsafeMutableBufferPointer<UInt32>, _ block: UnsafeRawPointer, _ w: UnsafeMutableBufferPointer<UInt32>,
        _ constants: UnsafeBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
            let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
            let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
            w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for index in 0..<64 {
            let t1 =
                h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ constants[index]
                &+ w[index]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
