import Foundation

/// The incremental build's memory, keyed by content (`MemoKey`): run results, rendered
/// chapters, and stamps of the last example build and the last site written. A value is read
/// from the layers in order: a long-running preview's memory, the files on disk
/// (`.build/site-cache/`), then, for what the examples gave, the committed
/// `Site/captured.json`. A key covers everything the value depends on but the generator; a
/// cache belongs to one generator, and a new one starts it empty (`open`).
///
/// `site check` and `--no-cache` use a memo with no layers (`withoutLayers`): it remembers
/// nothing, so everything is compiled, run and rendered afresh, and `site check` proves the
/// committed site fresh and the examples deterministic. The steps do not know which they have.
package struct SiteCache: Sendable {
    /// The files on disk; `nil` in a memo with no layers.
    package let store: CacheStore?
    /// The toolchain's `swift --version`, in every key of what the examples gave.
    let toolchain: String
    /// The rendered chapters, thousands in a large book, the runs' results and the EPUB's
    /// chapter documents, each kind in one file (see `CachePack`).
    let pages: CachePack?
    let runs: CachePack?
    let ebook: CachePack?
    /// Entries already decoded, kept by a long-running preview (`rememberingEntries()`).
    var memory: CacheMemory?
    /// What the committed site recorded, for a result this cache has never seen (a fresh
    /// clone's first build).
    let captured: CapturedResults

    init(store: CacheStore?, toolchain: String, captured: CapturedResults? = nil) {
        self.store = store
        self.toolchain = toolchain
        self.captured = captured ?? CapturedResults()
        pages = store.map {
            CachePack(path: $0.folder.appendingPathComponent("pages").appendingPathComponent("pack").path)
        }
        runs = store.map {
            CachePack(path: $0.folder.appendingPathComponent("runs").appendingPathComponent("pack").path)
        }
        ebook = store.map {
            CachePack(path: $0.folder.appendingPathComponent("ebook").appendingPathComponent("pack").path)
        }
    }

    /// A memo with no layers and no toolchain, for rendering outside a build (tests, the
    /// highlighter on its own).
    static let nothing = SiteCache(store: nil, toolchain: "")

    /// The memo `generator`'s steps use: its cache, or one with no layers.
    static func of(_ generator: SiteGenerator) async -> SiteCache {
        if let cache = generator.cache { return cache }
        return await withoutLayers(swift: generator.swift)
    }

    /// A memo that remembers nothing and reads nothing: every value is made afresh.
    package static func withoutLayers(swift: String) async -> SiteCache {
        SiteCache(store: nil, toolchain: await GeneratorFingerprint.toolchain(swift: swift))
    }

    /// The cache of `project`, for the generator that is running and the toolchain `swift`;
    /// emptied first when another generator wrote it.
    package static func open(project: ProjectLayout, swift: String) async -> SiteCache {
        let store = CacheStore(project: project)
        let generator = GeneratorFingerprint.generator()
        if store.read(String.self, kind: "stamps", key: "generator") != generator {
            try? store.clear()
            try? store.write(generator, kind: "stamps", key: "generator")
        }
        let toolchain = await toolchain(swift: swift, store: store)
        return SiteCache(
            store: store, toolchain: toolchain,
            captured: CapturedResults(file: project.site.appendingPathComponent(CapturedResults.path)))
    }

    /// This cache, also keeping every entry it reads or stores in memory, for a process that
    /// builds again and again.
    package func rememberingEntries() -> SiteCache {
        var copy = self
        copy.memory = CacheMemory()
        return copy
    }

    /// `cache` remembering its entries in memory, or no cache (`--no-cache`) as it was.
    static func rememberingEntries(of cache: SiteCache?) -> SiteCache? { cache?.rememberingEntries() }

    /// The load memo a long-running preview keeps in memory, or else the one `stored` makes
    /// from what the last build stored.
    func keptLoadMemo(or stored: () -> LoadMemo) -> LoadMemo { memory?.load ?? stored() }

    /// How many entries this build found but could not read, counted once.
    func takeDamagedEntries() -> Int { store?.takeDamagedEntries() ?? 0 }

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

    /// A hash of an example: everything it is built from (its files, settings, modules and
    /// resources).
    static func sourceHash(of example: Example) -> String {
        MemoKey.of("example", example)
    }

    // MARK: Pages

    /// Ends a build; after a `complete` one the pages, runs and EPUB documents it did not use
    /// may be dropped.
    func finishBuild(complete: Bool) {
        pages?.finishBuild(complete: complete)
        runs?.finishBuild(complete: complete)
        ebook?.finishBuild(complete: complete)
        memory?.finishBuild(complete: complete)
    }
}
