import Foundation

/// The incremental build's memory, keyed by content: run results, rendered chapters, and
/// stamps of the last example build and the last site written. A key covers everything the
/// value depends on, plus the generator and toolchain, so an entry is either exactly right
/// or never looked up.
///
/// Only `site` builds use it. `site check` never does: it must really compile and run every
/// example (twice) to prove the committed site is fresh and the examples deterministic.
package struct SiteCache: Sendable {
    package let store: CacheStore
    /// The generator's fingerprint and the toolchain's `swift --version`, hashed.
    package let fingerprint: String
    /// The toolchain's `swift --version`.
    let toolchain: String
    /// The rendered chapters, thousands in a large book, and the runs' results, each kind in
    /// one file (see `CachePack`).
    let pages: CachePack
    let runs: CachePack
    /// Entries already decoded, kept by a long-running preview (`rememberingEntries()`).
    var memory: CacheMemory?

    /// What every key of this cache names: the generator and the toolchain.
    var scope: KeyScope { KeyScope(prefix: "", parts: [fingerprint]) }

    package init(store: CacheStore, fingerprint: String, toolchain: String = "") {
        self.store = store
        self.fingerprint = fingerprint
        self.toolchain = toolchain
        pages = CachePack(path: store.folder.appendingPathComponent("pages").appendingPathComponent("pack").path)
        runs = CachePack(path: store.folder.appendingPathComponent("runs").appendingPathComponent("pack").path)
    }

    /// The cache of `project`, for the generator that is running and the toolchain `swift`.
    package static func open(project: ProjectLayout, swift: String) async -> SiteCache {
        let store = CacheStore(project: project)
        var key = ContentKey("fingerprint")
        key.add(GeneratorFingerprint.generator())
        let toolchain = await toolchain(swift: swift, store: store)
        key.add(toolchain)
        return SiteCache(store: store, fingerprint: key.hex, toolchain: toolchain)
    }

    /// This cache, also keeping every entry it reads or stores in memory, for a process that
    /// builds again and again.
    package func rememberingEntries() -> SiteCache {
        var copy = self
        copy.memory = CacheMemory()
        return copy
    }

    /// What `swift --version` says, remembered while the `swift` and `swift-frontend` files
    /// keep their stamps, because running it takes longer than a whole no-op build should.
    /// (ccache identifies compilers the same way by default.)
    static func toolchain(swift: String, store: CacheStore) async -> String {
        let stamp = GeneratorFingerprint.toolchainStamp(swift: swift)
        // No stamp (no such file) proves nothing: ask the toolchain every time.
        guard !stamp.isEmpty else { return await GeneratorFingerprint.toolchain(swift: swift) }
        if let known = store.read(KnownToolchain.self, kind: "stamps", key: "toolchain"), known.files == stamp {
            return known.version
        }
        let version = await GeneratorFingerprint.toolchain(swift: swift)
        try? store.write(KnownToolchain(files: stamp, version: version), kind: "stamps", key: "toolchain")
        return version
    }

    struct KnownToolchain: Codable, Sendable {
        var files: [String: FileStamp]
        var version: String
    }

    // MARK: Examples

    /// A hash of an example's files, names and text, remembered by a long-running preview
    /// while the files are the same.
    func sourceHash(of example: Example) -> String {
        let key = example.name
        if let known = value(.sourceHash, key: key), known.files.count == example.files.count,
            zip(known.files, example.files).allSatisfy({ $0.name == $1.name && LoadMemo.sameBytes($0.text, $1.text) })
        {
            return known.hash
        }
        let hash = Self.sourceHash(of: example)
        store(HashedSources(files: example.files, hash: hash), .sourceHash, key: key)
        return hash
    }

    /// An example's sources and their hash: comparing the sources with the last ones is
    /// cheaper than hashing them again.
    struct HashedSources: Sendable {
        var files: [Example.SourceFile]
        var hash: String
    }

    /// A hash of an example's files, names and text.
    static func sourceHash(of example: Example) -> String {
        var key = ContentKey("example")
        key.add(example.name)
        for file in example.files { key.add([file.name, file.text]) }
        if let resources = example.resourcesDigest { key.add(["resources", resources]) }
        return key.hex
    }

    /// What the last successful `swift build` was given: the package manifest and every
    /// example's sources. The same stamp means the binaries are what a build would produce.
    struct LastBuild: Codable, Sendable {
        var key: String
        var examples: [String: String]
        var binaryDirectory: String
    }

    func lastBuild() -> LastBuild? { store.read(LastBuild.self, kind: "stamps", key: "build") }

    func recordBuild(_ stamp: LastBuild) { try? store.write(stamp, kind: "stamps", key: "build") }

    /// The source hashes of the examples whose snippet markers had no problems when last
    /// read by this generator; empty in a preview, which remembers them in memory.
    func soundMarkers() -> Set<String> {
        guard memory == nil, let stored = store.readRecord(SoundMarkers.self, kind: "stamps", key: "markers")?.value,
            stored.fingerprint == fingerprint
        else { return [] }
        return stored.hashes
    }

    func storeSoundMarkers(_ hashes: Set<String>) {
        guard memory == nil else { return }
        try? store.writeRecord(SoundMarkers(fingerprint: fingerprint, hashes: hashes), kind: "stamps", key: "markers")
    }

    struct SoundMarkers: CacheRecord {
        var fingerprint: String
        var hashes: Set<String>

        init(fingerprint: String, hashes: Set<String>) {
            self.fingerprint = fingerprint
            self.hashes = hashes
        }

        init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
            fingerprint = try reader.string()
            hashes = Set(try reader.strings())
        }

        func write(to writer: inout RecordWriter) {
            writer.write(fingerprint)
            writer.write(hashes.sorted())
        }
    }

    // MARK: Pages

    /// Ends a build; after a `complete` one the pages and runs it did not use may be dropped.
    func finishBuild(complete: Bool) {
        pages.finishBuild(complete: complete)
        runs.finishBuild(complete: complete)
        memory?.finishBuild(complete: complete)
    }

    // MARK: The site

    /// What was last written to `Site/`: the site key, the fingerprint of the generator that
    /// wrote it, and each file's stamp (to notice a hand edit or a deleted file without
    /// reading every page) and the inputs of each page.
    struct LastSite: CacheRecord, Sendable {
        var key: String
        var fingerprint: String
        var record: SiteRecord

        init(key: String, fingerprint: String, record: SiteRecord) {
            self.key = key
            self.fingerprint = fingerprint
            self.record = record
        }

        init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
            key = try reader.string()
            fingerprint = try reader.string()
            let files = try reader.stamps()
            var inputKeys: [String: String] = [:]
            for _ in 0..<(try reader.count()) { inputKeys[try reader.string()] = try reader.string() }
            record = SiteRecord(files: files, inputKeys: inputKeys)
        }

        func write(to writer: inout RecordWriter) {
            writer.write(key)
            writer.write(fingerprint)
            writer.write(record.files)
            writer.write(record.inputKeys.count)
            for (path, key) in record.inputKeys.sorted(by: { $0.key < $1.key }) {
                writer.write(path)
                writer.write(key)
            }
        }
    }

    func lastSite() -> LastSite? { store.readRecord(LastSite.self, kind: "stamps", key: "site")?.value }

    /// What the last build recorded about `Site/`, if this generator wrote it.
    func lastSiteRecord() -> SiteRecord? {
        lastSite().flatMap { $0.fingerprint == fingerprint ? $0.record : nil }
    }

    func recordSite(key: String, record: SiteRecord) {
        try? store.writeRecord(
            LastSite(key: key, fingerprint: fingerprint, record: record), kind: "stamps", key: "site")
    }

    /// Whether `Site/` is still exactly what the build with `key` wrote.
    func siteIsCurrent(key: String, folder: URL) -> Bool {
        guard let last = lastSite(), last.key == key else { return false }
        return BuiltOnRequest.removing(from: FileStamp.files(in: folder)) == last.record.files
    }
}
