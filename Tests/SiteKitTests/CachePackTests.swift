import Foundation
import Testing

@testable import SiteKit

@Suite("Cache pack: many entries in one file")
struct CachePackTests {
    /// A record of one string, enough to see which entry came back.
    struct Note: Codable, Equatable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    let store = CacheStore(
        folder: FileManager.default.temporaryDirectory.appendingPathComponent("pack-test-\(UUID().uuidString)"))
    var path: String { store.folder.appendingPathComponent("pages/pack").path }

    /// A fresh look at the file, as the next build would have.
    func reopened() -> CachePack { CachePack(path: path) }

    func note(_ pack: CachePack, _ key: String) -> String? {
        store.read(Note.self, in: pack, key: key)?.text
    }

    func store(_ pack: CachePack, _ text: String, key: String, attachment: String = "") {
        try? store.write(Note(text), attachments: [Data(attachment.utf8)], to: pack, key: key)
    }

    func size() throws -> Int { try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 }

    @Test("entries read back in the next build; the later of two under one key wins")
    func roundTrip() throws {
        defer { try? store.clear() }
        let pack = reopened()
        store(pack, "one", key: "k1", attachment: "<p>é</p>")
        store(pack, "two", key: "k2")
        store(pack, "one again", key: "k1")
        #expect(note(pack, "k1") == "one again", "read back by the build that stored it")
        let next = reopened()
        #expect(note(next, "k1") == "one again")
        #expect(note(next, "k2") == "two")
        #expect(note(next, "k3") == nil)
        #expect(store.readWithAttachments(Note.self, in: next, key: "k2")?.attachments == [Data()])
    }

    @Test("a tail cut short is dropped, and what is stored after it can be found")
    func cutShort() throws {
        defer { try? store.clear() }
        let pack = reopened()
        store(pack, "kept", key: "k1")
        store(pack, String(repeating: "long ", count: 100), key: "k2")
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.truncate(atOffset: UInt64(try size() - 40))
        try handle.close()

        let next = reopened()
        #expect(note(next, "k1") == "kept")
        #expect(note(next, "k2") == nil)
        store(next, "after", key: "k3")
        let third = reopened()
        #expect(note(third, "k1") == "kept")
        #expect(note(third, "k3") == "after")
    }

    @Test("a damaged entry, or a file of another format, reads as a miss")
    func damaged() throws {
        defer { try? store.clear() }
        store(reopened(), "first", key: "k1")
        store(reopened(), "second", key: "k2")
        var bytes = try Data(contentsOf: URL(filePath: path))
        let at = try #require(bytes.firstRange(of: Data("first".utf8)))
        bytes[at.lowerBound] ^= 0x20
        try bytes.write(to: URL(filePath: path))
        let next = reopened()
        #expect(note(next, "k1") == nil, "its checksum no longer matches")
        #expect(note(next, "k2") == "second")

        try Data("site-cache 0 pack\nk2 3\nabc".utf8).write(to: URL(filePath: path))
        let other = reopened()
        #expect(note(other, "k2") == nil)
        store(other, "new", key: "k2")
        #expect(note(reopened(), "k2") == "new")
    }

    @Test("after a complete build, entries it did not use are dropped once they are half the file")
    func compaction() throws {
        defer { try? store.clear() }
        let first = reopened()
        for index in 0..<4 {
            store(first, "page \(index)", key: "k\(index)", attachment: String(repeating: "x", count: 1000))
        }
        first.finishBuild(complete: true)
        let full = try size()

        // A build that uses one entry of four and stores a fifth, but fails: nothing dropped.
        let failed = reopened()
        #expect(note(failed, "k0") == "page 0")
        store(failed, "page 4", key: "k4", attachment: String(repeating: "y", count: 1000))
        failed.finishBuild(complete: false)
        #expect(try size() > full)
        #expect(note(reopened(), "k3") == "page 3")

        // The same build, complete: two entries of five used, so the three others go.
        let complete = reopened()
        #expect(note(complete, "k0") == "page 0")
        complete.keep("k4")  // found in a preview's memory
        complete.finishBuild(complete: true)
        #expect(try size() < full)
        #expect(note(complete, "k4") == "page 4", "the compacting build still reads its pack")
        let next = reopened()
        #expect(note(next, "k0") == "page 0")
        #expect(note(next, "k4") == "page 4")
        #expect(note(next, "k1") == nil && note(next, "k3") == nil)
        #expect(!FileManager.default.fileExists(atPath: path + ".new"))
    }

    @Test(
        "entries come from the file mapped into memory: they outlive the pack, and a write to one never reaches the file"
    )
    func mappedEntries() throws {
        defer { try? store.clear() }
        let first = reopened()
        store(first, "mapped", key: "k1", attachment: String(repeating: "m", count: 10_000))
        let pack = reopened()
        store(pack, "appended since", key: "k2")
        var entry = try #require(pack.entry(forKey: "k1"))
        #expect(note(pack, "k1") == "mapped")
        #expect(note(pack, "k2") == "appended since", "read from the file, past what was mapped")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let lastByte = entry.last
        entry.withUnsafeMutableBytes { $0[$0.count - 1] = 0x21 }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(entry.last == 0x21)

        var kept: Data? = nil
        do {
            let shortLived = reopened()
            kept = shortLived.entry(forKey: "k1")
        }
        // The pack is gone; the bytes it handed out are still mapped.
        #expect(kept?.count == entry.count)
        #expect(kept?.dropLast() == entry.dropLast())
        #expect(kept?.last == lastByte)
    }
}
