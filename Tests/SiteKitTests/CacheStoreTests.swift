import Foundation
import Testing

@testable import SiteKit

@Suite("Cache files and keys")
struct CacheStoreTests {
    @Test("digests are SHA-256 in lowercase hex, the same for text and for its bytes")
    func digestHex() {
        #expect(Digest.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Digest.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Digest.hex(bytes: Array("abc".utf8)) == Digest.hex("abc"))
        // FIPS 180-4's two-block message, and lengths around the padding's edges (55, 56 and
        // 64 bytes: one block, two blocks, a whole block and a padding block), against values
        // from `sha256sum`.
        #expect(
            Digest.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Digest.hex(String(repeating: "a", count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            Digest.hex(String(repeating: "a", count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            Digest.hex(String(repeating: "a", count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
        #expect(
            Digest.hex(bytes: Data(repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("keys of different part lists never collide by concatenation")
    func keyParts() {
        #expect(MemoKey.of("t", ["ab", "c"]) != MemoKey.of("t", ["a", "bc"]))
        #expect(MemoKey.of("t", ["a"]) != MemoKey.of("ta", [String]()))
    }

    @Test("a key is the SHA-256 of the name and the inputs in the binary encoding")
    func keyBytes() throws {
        let encoded = try BinaryEncoder.encode(["é", ""])
        #expect(encoded == [4, 4, 0xC3, 0xA9, 0])
        // The name, then the inputs: each text after its length (zigzag varints).
        #expect(MemoKey.of("page", ["é", ""]) == Digest.hex(bytes: [8] + Array("page".utf8) + encoded))
    }

    func store() -> CacheStore {
        CacheStore(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("cache-test-\(UUID().uuidString)"))
    }

    @Test("an entry reads back as written")
    func roundTrip() throws {
        let store = store()
        defer { try? store.clear() }
        try store.write(["a": 1], kind: "test", key: "k1")
        #expect(store.read([String: Int].self, kind: "test", key: "k1") == ["a": 1])
        #expect(store.read([String: Int].self, kind: "test", key: "k2") == nil)
    }

    @Test(
        "a damaged entry reads as a miss, never as a value",
        arguments: ["truncated", "garbage", "empty", "other version", "bit flip", "moved key", "wrong type"])
    func damaged(_ damage: String) throws {
        let store = store()
        defer { try? store.clear() }
        try store.write(
            RecordedRun(RunResult(stdout: "hello\n", stderr: "", termination: .exited(0))), kind: "runs", key: "k1")
        let url = store.url(kind: "runs", key: "k1")
        var data = try Data(contentsOf: url)
        switch damage {
        case "truncated": data = data.prefix(data.count - 5)
        case "garbage": data = Data((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        case "empty": data = Data()
        case "other version":
            data = Data(
                String(decoding: data, as: UTF8.self).replacingOccurrences(of: CacheStore.header, with: "site-cache 0")
                    .utf8)
        case "bit flip": data[data.count - 10] ^= 0x01
        case "moved key":
            // A valid entry copied under another key must not answer for that key.
            try FileManager.default.createDirectory(
                at: store.url(kind: "runs", key: "k2").deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: store.url(kind: "runs", key: "k2"))
            #expect(store.read(RecordedRun.self, kind: "runs", key: "k2") == nil)
            return
        default:
            #expect(store.read([String].self, kind: "runs", key: "k1") == nil)
            return
        }
        try data.write(to: url)
        #expect(store.read(RecordedRun.self, kind: "runs", key: "k1") == nil)
    }

    @Test("attachments read back as written; a damaged one, or a wrong length, is a miss")
    func attachments() throws {
        let store = store()
        defer { try? store.clear() }
        let html = Data("<p>caf\u{E9} \"quoted\"\n</p>".utf8)
        try store.write(["n": 1], attachments: [html, Data(), Data("{}".utf8)], kind: "pages", key: "k")
        let read = try #require(store.readWithAttachments([String: Int].self, kind: "pages", key: "k"))
        #expect(read.value == ["n": 1])
        #expect(read.attachments == [html, Data(), Data("{}".utf8)])

        let url = store.url(kind: "pages", key: "k")
        let good = try Data(contentsOf: url)
        // One byte of an attachment changed: the checksum no longer matches.
        var flipped = good
        flipped[flipped.count - 3] ^= 0x20
        try flipped.write(to: url)
        #expect(store.readWithAttachments([String: Int].self, kind: "pages", key: "k") == nil)
        // An attachment cut short, with the checksum recomputed: the lengths no longer add up.
        let text = String(decoding: good, as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
        let shortBody = Data(lines[3].utf8).dropLast()
        let resealed = Data("\(lines[0])\n\(CRC32.hex(shortBody))\n\(lines[2])\n".utf8) + shortBody
        try resealed.write(to: url)
        #expect(store.readWithAttachments([String: Int].self, kind: "pages", key: "k") == nil)
    }

    @Test("the toolchain's version is asked once, and again only when the swift file changes")
    func toolchainVersionRemembered() async throws {
        let store = store()
        defer { try? store.clear() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("swift")
        let calls = folder.appendingPathComponent("calls")
        func install(version: String) throws {
            try Data("#!/bin/sh\necho run >> '\(calls.path)'\necho 'Swift version \(version)'\n".utf8).write(to: swift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        }
        func callCount() -> Int {
            ((try? String(contentsOf: calls, encoding: .utf8)) ?? "").split(separator: "\n").count
        }

        try install(version: "6.3.1")
        #expect(await SiteCache.toolchain(swift: swift.path, store: store).contains("6.3.1"))
        #expect(await SiteCache.toolchain(swift: swift.path, store: store).contains("6.3.1"))
        #expect(callCount() == 1)

        // A new toolchain in the same place: another size, time and inode.
        try FileManager.default.removeItem(at: swift)
        try install(version: "6.4-dev")
        #expect(await SiteCache.toolchain(swift: swift.path, store: store).contains("6.4-dev"))
        #expect(callCount() == 2)
    }

    @Test("every way a run can end survives the cache")
    func runResults() {
        for termination in [
            RunResult.Termination.exited(3), .signalled(6), .timedOut(seconds: 2.5), .outputCapped(bytes: 1 << 20),
        ] {
            let result = RunResult(stdout: "out", stderr: "err", termination: termination)
            #expect(RecordedRun(result).result == result)
        }
    }
}

@Suite("Writing files")
struct FileWriterTests {
    @Test("a file is created, then replaced whole by shorter bytes, with the usual permissions")
    func replaces() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        try FileWriter.replace(path, with: Data("a longer first text".utf8))
        try FileWriter.replace(path, with: Data("short".utf8))
        #expect(FileManager.default.contents(atPath: path) == Data("short".utf8))
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions.map { $0 & 0o644 } == 0o644)
    }

    @Test("a file holds some bytes only when it has every one of them, however large, and no more")
    func holds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("print.html").path
        // Over three of the pieces it is read in, the last one short.
        let bytes = Data((0..<(3 << 20) + 12_345).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileWriter.replace(path, with: bytes)
        #expect(FileWriter.holds(path, bytes))
        var lastDiffers = bytes
        lastDiffers[lastDiffers.count - 1] ^= 1
        #expect(!FileWriter.holds(path, lastDiffers))
        var firstDiffers = bytes
        firstDiffers[0] ^= 1
        #expect(!FileWriter.holds(path, firstDiffers))
        #expect(!FileWriter.holds(path, bytes.dropLast()))
        #expect(!FileWriter.holds(path, bytes + Data([0])))
        #expect(!FileWriter.holds(path, Data()))
        #expect(!FileWriter.holds(folder.appendingPathComponent("missing").path, Data()))
        try FileWriter.replace(path, with: Data())
        #expect(FileWriter.holds(path, Data()))
    }

    @Test("a file written in parts holds their bytes one after the other, wherever the parts are cut")
    func holdsParts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("print.html").path
        let bytes = Data((0..<(2 << 20) + 777).map { UInt8(truncatingIfNeeded: $0 &* 17) })
        // Cut at random places, with empty parts and parts larger than a piece read at once.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var cuts = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                Int.random(in: 0...bytes.count, using: &generator)
            }
            cuts = ([0] + cuts + [bytes.count]).sorted()
            let parts = zip(cuts, cuts.dropFirst()).map { bytes[$0..<$1] }
            try FileWriter.replace(path, withParts: parts)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            #expect(FileWriter.holds(path, parts: parts))
            #expect(FileWriter.holds(path, bytes))
            var changed = parts
            let index = try #require(changed.indices.last { !changed[$0].isEmpty })
            var last = Data(changed[index])
            last[last.count - 1] ^= 1
            changed[index] = last
            #expect(!FileWriter.holds(path, parts: changed))
            #expect(!FileWriter.holds(path, parts: parts + [Data([0])]))
            var shorter = parts
            shorter[index] = shorter[index].dropLast()
            #expect(!FileWriter.holds(path, parts: shorter))
        }
        // Two files compared piece by piece, as a streamed print page is with the one in Site/.
        let other = folder.appendingPathComponent("other.html").path
        try FileWriter.replace(other, with: bytes)
        #expect(FileWriter.same(path, other))
        var changed = bytes
        changed[(1 << 20) + 5] ^= 1
        try FileWriter.replace(other, with: changed)
        #expect(!FileWriter.same(path, other))
        try FileWriter.replace(other, with: bytes + Data([0]))
        #expect(!FileWriter.same(path, other))
        #expect(!FileWriter.same(path, folder.appendingPathComponent("missing.html").path))
    }

    @Test("a file that cannot be created gives an error naming its path")
    func failureNamesPath() {
        let path = "/nonexistent-\(UUID().uuidString)/page.html"
        do {
            try FileWriter.replace(path, with: Data("x".utf8))
            Issue.record("writing into a missing folder succeeded")
        } catch {
            let diagnostic = BuildFailure(error, writing: "the page").diagnostics.first
            #expect(diagnostic?.file == path)
            #expect(diagnostic?.message == "could not write \(path): no such file or directory")
        }
    }
}
