import Foundation
import Testing

@testable import SiteKit

/// Real builds of a real project in a temporary directory, with the cache: what each edit
/// rebuilds is read from the generator's work report, and what it writes from the files'
/// identity on disk.
@Suite("Incremental builds", .serialized)
struct CacheIncrementalTests {
    static let alpha = "print(\"alpha says hello\")\n"
    static let beta = """
        // snippet.core
        let numbers = [3, 1, 2].sorted()
        // snippet.end
        print(numbers.map(String.init).joined(separator: ", "))

        """

    static func files() -> [String: String] {
        [
            "Content/a.md": FixtureProject.chapter(
                title: "Alpha", category: "Creational", related: [],
                body: "\n## Code\n\n```example Alpha\n```\n\n```output Alpha\n```\n\nOn to [Beta](b.md#numbers).\n"),
            "Content/b.md": FixtureProject.chapter(
                title: "Beta", category: "Behavioural", related: [],
                body:
                    "\n## Numbers\n\n```example Beta#core\n```\n\n```output Beta\n```\n\n```swift\nlet x = 1\n```\n\nText.\n"
            ),
            "Examples/Alpha/main.swift": alpha,
            "Examples/Beta/main.swift": beta,
        ]
    }

    func cachedGenerator(_ project: FixtureProject) async throws -> SiteGenerator {
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: project.layout, swift: generator.swift)
        return generator
    }

    /// Each file's inode and modification time: a file not rewritten keeps both.
    func identities(_ project: FixtureProject) throws -> [String: String] {
        var result: [String: String] = [:]
        for path in project.siteSnapshot().keys {
            let attributes = try FileManager.default.attributesOfItem(
                atPath: project.root.appendingPathComponent("Site/\(path)").path)
            result[path] = "\(attributes[.systemFileNumber] ?? 0) \(attributes[.modificationDate] ?? 0)"
        }
        return result
    }

    @Test("each edit rebuilds only what depends on it, and the output equals a full build's")
    func edits() async throws {
        let project = try FixtureProject(files: Self.files())

        // A first build does everything.
        let first = try await cachedGenerator(project).build().report
        #expect(first.compiled)
        #expect(first.changedExamples == ["Alpha", "Beta"])
        #expect(first.runsExecuted == 2 && first.runsReused == 0)
        #expect(first.chaptersRendered == ["a", "b"])
        #expect(!first.filesWritten.isEmpty)

        // Nothing changed: no swift build, no runs, no rendering, no layout, no writes.
        let before = try identities(project)
        let noop = try await cachedGenerator(project).build()
        #expect(noop.siteIsCurrent)
        #expect(!noop.report.compiled)
        #expect(noop.report.runsExecuted == 0 && noop.report.runsReused == 2)
        #expect(noop.report.chaptersRendered == [] && noop.report.chaptersReused == 2)
        #expect(!noop.report.laidOut)
        #expect(noop.report.filesWritten == [])
        #expect(try identities(project) == before)

        // One chapter's prose: that page, plus the pages that show every chapter's text.
        try project.write(
            "Content/b.md", try project.read("Content/b.md").replacingOccurrences(of: "Text.", with: "Edited text."))
        let prose = try await cachedGenerator(project).build().report
        #expect(!prose.compiled)
        #expect(prose.runsExecuted == 0)
        #expect(prose.chaptersRendered == ["b"])
        #expect(prose.pagesLaidOut == ["b.html"])
        // The search index: the file of the chapter's page (two short pages share one) and
        // the chunk of its changed words, not its top; and the EPUB, which holds the chapter.
        #expect(
            prose.filesWritten.filter { !$0.hasPrefix("assets/search/words-") } == [
                "assets/search/pages-a.js", "b.html", "downloads/book.epub", "print.html",
            ])
        #expect(prose.ebookDocumentsMade == 1)
        #expect(prose.filesWritten.contains { $0.hasPrefix("assets/search/words-") })
        let afterProse = try identities(project)
        #expect(afterProse["a.html"] == before["a.html"])
        #expect(afterProse["index.html"] == before["index.html"])
        #expect(try project.read("Site/b.html").contains("Edited text."))

        // One example: only it is rebuilt and run again, only its chapter is rendered.
        try project.write("Examples/Alpha/main.swift", "print(\"alpha says goodbye\")\n")
        let example = try await cachedGenerator(project).build().report
        #expect(example.compiled)
        #expect(example.changedExamples == ["Alpha"])
        #expect(example.runsExecuted == 1 && example.runsReused == 1)
        #expect(example.chaptersRendered == ["a"])
        #expect(example.pagesLaidOut == ["a.html"])
        // The results published with the site and the examples' package change with it, and so
        // does the examples page, whose "Try it online" link carries the example's code.
        #expect(
            example.filesWritten.filter { !$0.hasPrefix("assets/search/words-") } == [
                "a.html", "assets/search/pages-a.js", "captured.json", "downloads/book-examples.zip",
                "downloads/book.epub", "examples.html", "print.html",
            ])
        #expect(try project.read("Site/a.html").contains("alpha says goodbye"))
        // The links are remembered under one key; it follows the edit, so the link carries the
        // new source, not the one the last build remembered.
        let links = try project.read("Site/examples.html")
            .matches(of: /https:\/\/godbolt\.org\/clientstate\/[A-Za-z0-9%]+/).map { String($0.output) }
        let sources = try links.map { link in
            let sessions = try TryOnlineTests.decoded(link)["sessions"] as? [[String: Any]]
            return sessions?.first?["source"] as? String
        }
        #expect(sources.contains("print(\"alpha says goodbye\")\n"))

        // A title is in every page's navigation: every page is laid out again and rewritten.
        try project.write(
            "Content/a.md",
            try project.read("Content/a.md").replacingOccurrences(of: "title: Alpha", with: "title: Alpha Two"))
        let title = try await cachedGenerator(project).build().report
        #expect(title.chaptersRendered == ["a"])
        #expect(title.pagesLaidOut == ["a.html", "b.html"])
        #expect(title.filesWritten.contains("b.html") && title.filesWritten.contains("index.html"))
        #expect(try project.read("Site/b.html").contains(">Alpha Two</a>"), "b's sidebar names the new title")

        // The cached site is byte for byte what a build without the cache writes.
        let cached = project.siteSnapshot()
        let full = try await project.generator().build().report
        #expect(full.compiled && full.runsExecuted == 2 && full.chaptersRendered == ["a", "b"])
        #expect(full.filesWritten == [])
        #expect(project.siteSnapshot() == cached)
    }

    /// Dates the files of `Content/` `seconds` back, so a build trusts their stamps.
    func age(_ project: FixtureProject, _ paths: [String], seconds: Double) throws {
        for path in paths {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -seconds)],
                ofItemAtPath: project.root.appendingPathComponent(path).path)
        }
    }

    /// Dates every file and folder of `Content/` and `Examples/` (hidden ones left out) an hour
    /// back, folders after what they hold, as inputs untouched for a while are.
    func ageInputs(_ project: FixtureProject) throws {
        for folder in ["Content", "Examples"] {
            let root = project.root.appendingPathComponent(folder)
            let paths = (FileManager.default.subpaths(atPath: root.path) ?? [])
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted { $0.count > $1.count }
            try age(project, paths.map { "\(folder)/\($0)" } + [folder], seconds: 3600)
        }
    }

    @Test(
        "with no input touched since the last build, a build loads nothing; any change to an input or to Site/ loads again"
    )
    func unchangedInputs() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()
        // Inputs written a moment ago are not trusted: the next no-op loads everything.
        let fresh = try await cachedGenerator(project).build()
        #expect(fresh.siteIsCurrent && fresh.report.runsReused == 2)
        // Settled, they are recorded by a build, and the build after it reads none of them.
        try ageInputs(project)
        let recording = try await cachedGenerator(project).build()
        #expect(recording.siteIsCurrent && recording.report.runsReused == 2)
        let quick = try await cachedGenerator(project).build()
        #expect(quick.siteIsCurrent && quick.chapterCount == 2 && quick.runCount == 2)
        #expect(quick.report.runsReused == 0 && quick.report.stages.map(\.stage) == ["inputs unchanged"])

        // An edit to a chapter is seen.
        try project.write(
            "Content/b.md", try project.read("Content/b.md").replacingOccurrences(of: "Text.", with: "Edited text."))
        let edited = try await cachedGenerator(project).build()
        #expect(edited.report.chaptersRendered == ["b"])
        #expect(try project.read("Site/b.html").contains("Edited text."))

        // So is a symbolic link added to a settled folder, which no stamp of a file shows: the
        // folder's stamp changes, and the load reports the link.
        try ageInputs(project)
        try await cachedGenerator(project).build()
        #expect(try await cachedGenerator(project).build().report.stages.map(\.stage) == ["inputs unchanged"])
        let outside = project.root.appendingPathComponent("outside.md")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: project.root.appendingPathComponent("Content/linked.md"), withDestinationURL: outside)
        await #expect(throws: BuildFailure.self) { try await cachedGenerator(project).build() }
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Content/linked.md"))

        // And a page of Site/ changed by hand is written again.
        try ageInputs(project)
        try await cachedGenerator(project).build()
        #expect(try await cachedGenerator(project).build().report.stages.map(\.stage) == ["inputs unchanged"])
        let page = try project.read("Site/a.html")
        try project.write("Site/a.html", "changed by hand")
        let repaired = try await cachedGenerator(project).build()
        #expect(!repaired.siteIsCurrent && repaired.report.filesWritten == ["a.html"])
        #expect(try project.read("Site/a.html") == page)
    }

    @Test(
        "example folders unchanged since the last build come from the cache with their hash; a saved resource is read again"
    )
    func storedExampleFolders() async throws {
        let project = try FixtureProject(files: [
            "Content/m.md": FixtureProject.chapter(title: "Motto", body: "\n```output Motto\n```\n"),
            "Examples/Motto/main.swift": HostileFilesTests.bundled,
            "Examples/Motto/Resources/motto.txt": "old motto\n",
        ])
        try ageInputs(project)
        try await cachedGenerator(project).build()
        #expect(try project.read("Site/m.html").contains("old motto"))
        let cache = try await cachedGenerator(project).cache
        let stored = try #require(cache?.store?.read(StoredExampleFolders.self, kind: "stamps", key: "examples"))
        let loaded = try ExampleCatalog(project: project.layout).load()
        #expect(stored.entries.map(\.name) == ["Motto"])
        #expect(stored.entries.first?.sourceHash == SiteCache.sourceHash(of: try #require(loaded["Motto"])))
        // The next build's memo holds the folder as it was read: same example, same hash,
        // resources and all.
        let remembered = try #require(cache).exampleFolderMemo().soundExampleFolders()["Motto"]
        #expect(remembered?.example == loaded["Motto"])

        // A resource is part of what the example is built from: its new bytes are in the
        // example's hash, so the run is made again and the page shows what it printed.
        try project.write("Examples/Motto/Resources/motto.txt", "new motto\n")
        try age(project, ["Examples/Motto/Resources/motto.txt"], seconds: 7200)
        let report = try await cachedGenerator(project).build().report
        #expect(report.chaptersRendered == ["m"])
        #expect(try project.read("Site/m.html").contains("new motto"))
    }

    @Test("chapters unchanged since the last build come from the cache, and a changed one is read again")
    func storedChapters() async throws {
        let project = try FixtureProject(files: Self.files())
        try age(project, ["Content/a.md", "Content/b.md"], seconds: 3600)
        try await cachedGenerator(project).build()
        let cache = try #require(try await cachedGenerator(project).cache)
        let stored = try #require(StoredChapters.read(from: cache))
        let bodies = stored.bodies
        #expect(stored.entries.map(\.chapter.slug) == ["a", "b"])
        // Each chapter's Markdown is stored raw, beside its entry.
        #expect(stored.entries[1].chapter.body.isEmpty && String(decoding: bodies[1], as: UTF8.self).contains("Text."))
        // Each chapter's fences are stored with it, as the scanner finds them, and the next
        // load takes them from there.
        let memo = cache.loadMemo()
        for (entry, body) in zip(stored.entries, bodies) {
            var chapter = entry.chapter
            chapter.body = String(decoding: body, as: UTF8.self)
            let scanned = ChapterScanner().scan(chapter).fences
            #expect(!scanned.all.isEmpty && entry.fences == scanned)
            // The chapter's digest is its file's, which its page key takes: a stale one would
            // keep an edited chapter's old page.
            let file = try Data(contentsOf: project.root.appendingPathComponent(chapter.sourcePath))
            #expect(entry.chapter.digest == Digest.hex(bytes: file))
            #expect(memo.knownScan(of: chapter)?.fences == scanned)
        }

        // A new title, in a file dated in the past again: its stamp still differs.
        try project.write(
            "Content/b.md",
            try project.read("Content/b.md").replacingOccurrences(of: "title: Beta", with: "title: Gamma"))
        try age(project, ["Content/b.md"], seconds: 7200)
        let report = try await cachedGenerator(project).build().report
        #expect(report.chaptersRendered == ["b"])
        #expect(try project.read("Site/b.html").contains("<title>Gamma"))
        #expect(try project.read("Site/a.html").contains(">Gamma</a>"), "a's sidebar names the new title")
        let cached = project.siteSnapshot()
        try await project.generator().build()
        #expect(project.siteSnapshot() == cached)

        // A chapter saved a moment ago is built, but not stored: its stamp cannot be trusted
        // yet, so the stored chapters are not written again for it. Once settled, it is stored.
        func storedTitles() throws -> [String] {
            try #require(StoredChapters.read(from: cache)).entries.map(\.chapter.metadata.title)
        }
        try project.write(
            "Content/b.md",
            try project.read("Content/b.md").replacingOccurrences(of: "title: Gamma", with: "title: Delta"))
        try await cachedGenerator(project).build()
        #expect(try project.read("Site/a.html").contains(">Delta</a>"))
        #expect(try storedTitles() == ["Alpha", "Gamma"])
        try age(project, ["Content/b.md"], seconds: 3600)
        try await cachedGenerator(project).build()
        #expect(try storedTitles() == ["Alpha", "Delta"])
    }

    @Test("an example's snippet markers are checked again when its sources change after a cached build")
    func markersCheckedAfterChange() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()
        try project.write("Examples/Beta/main.swift", Self.beta.replacingOccurrences(of: "// snippet.end\n", with: ""))
        do {
            try await cachedGenerator(project).build()
            Issue.record("a snippet without its end marker was accepted")
        } catch let failure as BuildFailure {
            #expect(failure.diagnostics.contains { $0.file == "Examples/Beta/main.swift" }, "\(failure)")
        }
    }

    @Test("a cache record that is cut short or malformed reads as a miss")
    func malformedRecord() throws {
        let store = CacheStore(
            folder: FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)"))
        defer { try? store.clear() }
        let glance = Glance(what: "", benefits: "", useWhen: "", avoidWhen: "", rightWhen: "", pitfalls: "")
        let chapter = Chapter(
            slug: "c", sourcePath: "Content/c.md",
            metadata: ChapterMetadata(
                title: "C", intent: "", category: "Structural", order: 1, related: [], glance: glance),
            body: "", bodyFirstLine: 5, digest: "the file's digest")
        var selection = CompilerDiagnostics.Selection()
        (selection.errorsOnly, selection.lines, selection.file, selection.shownLines) = (
            true, 2...4, "F.swift", [3, 1]
        )
        let reference = ExampleReference(example: "E", file: "F.swift", slice: "core")
        let columns = [
            VariantFence.Column(label: "In a package", settings: [], line: 1),
            VariantFence.Column(label: "App", settings: ["default-isolation MainActor"], line: 2),
        ]
        // One fence of every kind, with every option set somewhere.
        let fences = ChapterFences([
            .example(reference, selection, line: 3),
            .diagnostics(ExampleReference(example: "E"), CompilerDiagnostics.Selection(), line: 5),
            .diagram(reference, DiagramOptions(types: ["A", "B"]), line: 6),
            .diagram(reference, DiagramOptions(), line: 7),
            .output(
                RunRequest(example: "E", arguments: ["-v", "a b"], stdin: "in\n", expect: .failure, timeout: 2.5),
                line: 8),
            .output(RunRequest(example: "E"), line: 9),
            .variants(VariantFence(example: "E", kind: .compare(columns)), line: 10),
            .variants(
                VariantFence(example: "E", kind: .emitted(functions: ["f", "g"], declarationsOnly: true)), line: 14),
            .swift(line: 20),
        ])
        let stamp = FileStamp(size: 1, modifiedNanoseconds: 2, inode: 3)
        let stored = StoredChapters(
            entries: [
                .init(path: "Content/c.md", stamp: stamp, chapter: chapter, fences: fences),
                .init(path: "Content/d.md", stamp: stamp, chapter: chapter, fences: nil),
            ], bodies: [Data("body".utf8), Data()])
        let memo = SiteCache(store: store, toolchain: "")
        stored.write(to: memo)
        let read = try #require(StoredChapters.read(from: memo))
        #expect(read.bodies == [Data("body".utf8), Data()])
        #expect(read.entries.map(\.fences) == [fences, nil], "fences round-trip, and none stays none")
        #expect(read.entries.map(\.chapter) == [chapter, chapter])
        #expect(StoredChapters.read(from: memo.rememberingEntries()) == nil, "a preview keeps its own")
        #expect(StoredChapters.read(from: .nothing) == nil, "a memo with no layers")
        let bytes = try BinaryEncoder.encode(stored.entries[0])
        #expect(throws: BinaryDecoder.Malformed.self) {
            _ = try BinaryDecoder.decode(StoredChapters.Entry.self, from: bytes.dropLast(3))
        }
        #expect(throws: BinaryDecoder.Malformed.self) {
            _ = try BinaryDecoder.decode(StoredChapters.Entry.self, from: bytes + [0])
        }
    }

    @Test("a damaged cache is ignored: everything is redone and the site is the same")
    func damagedCache() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()
        let built = project.siteSnapshot()
        let cacheFolder = CacheStore(project: project.layout).folder
        let entries = (FileManager.default.enumerator(atPath: cacheFolder.path)?.allObjects as? [String] ?? [])
            .map { cacheFolder.appendingPathComponent($0) }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        #expect(entries.count >= 5)  // 2 runs, the pages' pack, the build and site stamps
        #expect(entries.contains { $0.lastPathComponent == "pack" })
        for (index, url) in entries.enumerated() {
            let data = try Data(contentsOf: url)
            // The pack holds both pages: each of its entries gets the older version's header
            // (cutting it short would leave the first page whole, which is then rightly used).
            switch url.lastPathComponent == "pack" ? 2 : index % 3 {
            case 0: try data.prefix(data.count / 2).write(to: url)  // truncated
            case 1: try Data("not a cache entry at all".utf8).write(to: url)  // garbage
            default:  // an older format version, otherwise intact
                try Data(
                    String(decoding: data, as: UTF8.self).replacingOccurrences(
                        of: CacheStore.header + "\n", with: "site-cache 0\n"
                    ).utf8
                )
                .write(to: url)
            }
        }
        try FileManager.default.removeItem(at: project.layout.site)
        let report = try await cachedGenerator(project).build().report
        #expect(report.compiled)
        #expect(report.runsExecuted == 2 && report.runsReused == 0)
        #expect(report.chaptersRendered == ["a", "b"])
        #expect(project.siteSnapshot() == built)
        // Said once, as one warning; the next build finds the cache whole again.
        #expect(report.warnings.count == 1)
        #expect(report.warnings.first?.contains("of the cache (.build/site-cache) could not be read") == true)
        #expect(try await cachedGenerator(project).build().report.warnings.isEmpty)
    }

    @Test("a page deleted from Site/ by hand is written again")
    func handEditedSite() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()
        let built = project.siteSnapshot()
        try project.remove("Site/b.html")
        let output = try await cachedGenerator(project).build()
        #expect(!output.siteIsCurrent)
        #expect(output.report.chaptersRendered == [])
        #expect(output.report.filesWritten == ["b.html"])
        #expect(project.siteSnapshot() == built)
    }

    @Test("a page changed in Site/ by hand is laid out and written again, not kept")
    func handChangedPage() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()
        let built = project.siteSnapshot()
        try project.write("Site/b.html", try project.read("Site/b.html") + "<!-- a hand edit -->")
        // A second change, so the site as a whole is not current and pages are looked at one by one.
        try project.write(
            "Content/a.md", try project.read("Content/a.md").replacingOccurrences(of: "On to", with: "Go on to"))
        let report = try await cachedGenerator(project).build().report
        #expect(report.chaptersRendered == ["a"])
        #expect(report.pagesLaidOut == ["a.html", "b.html"])
        #expect(!(try project.read("Site/b.html").contains("a hand edit")))
        #expect(project.siteSnapshot()["b.html"] == built["b.html"])
    }

    @Test("an example folder added or removed between builds is seen, though SwiftPM cached the manifest")
    func exampleFolderAddedAndRemoved() async throws {
        let project = try FixtureProject(files: Self.files())
        try await cachedGenerator(project).build()

        // Added: SwiftPM's cached manifest does not know it; the build must still compile it.
        try project.write("Examples/Gamma/main.swift", "print(\"gamma joins\")\n")
        try project.write(
            "Content/b.md", try project.read("Content/b.md") + "\n```example Gamma\n```\n\n```output Gamma\n```\n")
        let added = try await cachedGenerator(project).build().report
        #expect(added.compiled && added.changedExamples == ["Gamma"])
        #expect(try project.read("Site/b.html").contains("gamma joins"))

        // Removed again: the cached manifest still lists it, and its folder is gone.
        try project.remove("Examples/Gamma")
        try project.write(
            "Content/b.md",
            try project.read("Content/b.md").replacingOccurrences(
                of: "\n```example Gamma\n```\n\n```output Gamma\n```\n", with: ""))
        let removed = try await cachedGenerator(project).build()
        #expect(removed.report.compiled)
        #expect(removed.loaded.examples.keys.sorted() == ["Alpha", "Beta"])
        #expect(!(try project.read("Site/b.html").contains("gamma joins")))

        // Back with new code: its old binary is still in .build, and must not be what runs.
        try project.write("Examples/Gamma/main.swift", "print(\"gamma returns\")\n")
        try project.write(
            "Content/b.md", try project.read("Content/b.md") + "\n```example Gamma\n```\n\n```output Gamma\n```\n")
        try await cachedGenerator(project).build()
        #expect(try project.read("Site/b.html").contains("gamma returns"))
    }

    @Test("check runs every example twice for real, whatever the cache holds")
    func checkIgnoresCache() async throws {
        var files = Self.files()
        files["Examples/Alpha/main.swift"] = "print(\"lucky\", Int.random(in: 0..<1_000_000_000))\n"
        let project = try FixtureProject(files: files)
        try await cachedGenerator(project).build()
        // The cache now holds one run of the unstable example; check must not use it.
        let problems = await SiteChecker(generator: try project.generator()).check()
        #expect(problems.contains { $0.message.contains("printed different output on a second run") })
    }
}
