import Foundation

#if canImport(CryptoKit)
    import CryptoKit
#else
    import CLibcrypto
#endif

/// SHA-256 digests as lowercase hex, for cache keys and content digests.
///
/// The system's implementation does the hashing: CryptoKit on Apple's platforms, OpenSSL's
/// libcrypto on Linux. Both are optimized in every build of the generator, and neither costs
/// the cold build anything, where swift-crypto would compile BoringSSL on Linux.
enum Digest {
    /// The hex digest of `text`'s UTF-8 bytes.
    static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The hex digest of `bytes`.
    static func hex(bytes: some DataProtocol) -> String {
        if let hash = bytes.withContiguousStorageIfAvailable({ hex(bytes: UnsafeRawBufferPointer($0)) }) {
            return hash
        }
        return Array(bytes).withUnsafeBytes { hex(bytes: $0) }
    }

    /// The hex digest of `bytes`.
    static func hex(bytes: UnsafeRawBufferPointer) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in sha256(bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 32 bytes of the SHA-256 hash of `message`.
    private static func sha256(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        #if canImport(CryptoKit)
            return Array(SHA256.hash(data: message))
        #else
            var hash = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
            // A null base (an empty buffer) is what libcrypto expects for no bytes at all.
            _ = SHA256(message.baseAddress?.assumingMemoryBound(to: UInt8.self), message.count, &hash)
            return hash
        #endif
    }
}
