import Crypto
import Foundation

/// SHA-256 digests as lowercase hex, from swift-crypto (CryptoKit on Apple platforms,
/// BoringSSL's assembly on Linux): cache keys hash every chapter and example on every
/// build, and in a debug build a hash written in Swift made up half of a one-chapter edit.
enum Digest {
    /// The hex digest of `text`'s UTF-8 bytes.
    static func hex(_ text: String) -> String {
        hex(bytes: Data(text.utf8))
    }

    /// The hex digest of `bytes`.
    static func hex(bytes: some DataProtocol) -> String {
        hex(of: SHA256.hash(data: bytes))
    }

    static func hex(of digest: SHA256.Digest) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in digest {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: hex, as: UTF8.self)
    }
}
