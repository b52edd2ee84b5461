import Foundation

/// Wraps every rendered chapter in the theme's templates, adds the site's other pages (home,
/// search index, print page, 404, examples), the captured results (`CapturedResults`), the
/// examples' package and the author's static files (the EPUB is `EbookStep`'s), and hands each
/// file to the context's sink as soon as it is made.
struct LayOutStep: BuildStep {
    let name = "layout"
    let loaded: LoadedProject
    let evidence: Evidence
    let pages: [RenderedChapter]
    /// Where the files go: `Site/`'s staging folder, or memory for `site check`.
    let sink: any SiteSink
    /// Each page's cache key, when files whose inputs are unchanged may be kept as they are
    /// in `Site/` (see `StagedSite`).
    let contentKeys: [String]?
    /// The EPUB edition the home page offers (`EbookStep`), already in the sink.
    var ebook: EbookDownload?

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (sink, contentKeys, memo) = (sink, contentKeys, context.memo)
        context.log("Laying out \(pages.count) pages" + sink.destination)
        context.generator.progress.begin("Laying out \(pages.count) pages")
        var layout = SiteLayout(theme: context.generator.theme, config: loaded.config)
        // The toolchain the outputs came from, for the print page.
        layout.toolchain = memo.toolchain
        layout.tryOnline = tryOnlineLinks(memo: memo)
        layout.refusedCommands = loaded.examples.compactMapValues(ExamplesPackage.refusedCommand)
        layout.sidebarHTML = sidebarHTML(theme: context.generator.theme, memo: memo)
        layout.ebook = ebook
        if let contentKeys {
            let entries = pages.map(\.searchText)
            layout.searchWords = { memo.searchWords(pageKeys: contentKeys, entries: entries) }
        }
        do {
            context.report.pagesLaidOut = try await layout.layOut(pages, contentKeys: contentKeys, into: sink)
            // Both files below are kept as they are in `Site/` while what they are made of is
            // unchanged: a prose edit then encodes no results and packs no archive.
            // Every target compiled, or the build would have stopped before this step.
            let compiled = loaded.shownTargets.map { loaded.sourceHashes[$0] ?? "" }
            let captured = capturedResults(memo: memo, compiled: compiled)
            try SiteLayout.add(
                CapturedResults.path, key: contentKeys == nil ? nil : MemoKey.of("captured", captured), to: sink
            ) {
                CapturedResults.json(
                    runs: captured.runs, diagnostics: captured.diagnostics, variants: captured.variants,
                    compiled: captured.compiled)
            }
            // The examples the chapters show, as a package a reader can download and run
            // without the repository (like every page, it follows from what the chapters show).
            let shownNames = Set(pages.flatMap(\.examplesShown).map(\.name))
            let shown = loaded.examples.filter { shownNames.contains($0.key) }
            let packageKey = MemoKey.of(
                "examples package",
                PackageInputs(
                    examples: shown.mapValues { loaded.sourceHashes[$0.name] ?? "" }, title: loaded.config.title,
                    folder: loaded.config.examplesFolder))
            try SiteLayout.add(
                loaded.config.examplesDownload, key: contentKeys == nil ? nil : packageKey, to: sink
            ) {
                ExamplesPackage.archive(shown, title: loaded.config.title, folder: loaded.config.examplesFolder)
            }
            for file in loaded.staticFiles.files {
                if sink.contains(file.path) {
                    context.problems.report(StaticFiles.collision(file.path))
                } else {
                    try sink.add(file.path, file.data, inputKey: nil)
                }
            }
        } catch {
            throw BuildFailure(error, writing: "the site")
        }
        context.report.laidOut = true
    }

    /// What the downloadable examples package is made from.
    private struct PackageInputs: Encodable {
        var examples: [String: String]
        var title: String
        var folder: String
    }

    /// What `Site/captured.json` records, each result under its key (`SiteCache.key`).
    struct Captured: Encodable {
        var runs: [String: RecordedRun] = [:]
        var diagnostics: [String: CompilerDiagnostics] = [:]
        var variants: [String: VariantResult] = [:]
        var compiled: [String]
    }

    func capturedResults(memo: SiteCache, compiled: [String]) -> Captured {
        var captured = Captured(compiled: compiled)
        for (request, result) in evidence.results where result.isTheProgramsResult {
            captured.runs[RunExamplesStep.key(request, loaded, memo: memo)] = RecordedRun(result)
        }
        for (name, said) in evidence.diagnostics {
            captured.diagnostics[
                memo.key(.diagnostics, DiagnoseExamplesStep.Inputs(sourceHash: loaded.sourceHashes[name] ?? ""))] =
                said
        }
        for (request, result) in evidence.variants {
            let inputs = CompileVariantsStep.Inputs(
                request: request, sourceHash: loaded.sourceHashes[request.example])
            captured.variants[memo.key(.variant, inputs)] = result
        }
        return captured
    }

    /// Every example's "Try it online" link. They follow from the examples' sources and the
    /// toolchain alone, so all of them are remembered under one key: an edit to a chapter
    /// reads them back instead of encoding every example again.
    func tryOnlineLinks(memo: SiteCache) -> [String: TryOnline] {
        let toolchain = memo.toolchain
        let key = memo.key(.tryOnline, loaded.sourceHashes)
        return memo.value(.tryOnline, key: key) {
            loaded.examples.compactMapValues { TryOnline.link(for: $0, swiftVersion: toolchain) }
        }
    }

    /// The sidebar every page shows, which lists every chapter: rendering it through the
    /// template is work in proportion to the book, so it is remembered by what it shows.
    func sidebarHTML(theme: Theme, memo: SiteCache) -> String {
        let navigation = Navigation(pages.map(\.chapter))
        let key = memo.key(.sidebar, SidebarInputs(theme: theme.digest, categories: navigation.categories))
        return memo.value(.sidebar, key: key) { SiteLayout.sidebarHTML(navigation, theme: theme) }
    }

    private struct SidebarInputs: Encodable {
        var theme: String
        var categories: [CategoryContext]
    }
}

extension MemoKind where Value == [String: TryOnline] {
    /// Every example's "Try it online" link, by `LayOutStep.tryOnlineLinks`. One slot on disk,
    /// holding the latest links with their key: a new set replaces the old one rather than
    /// adding a file of every example's source for each edit to one of them.
    static var tryOnline: MemoKind {
        MemoKind(
            name: "try online",
            read: { store, _, key in
                store.read(TryOnlineSlot.self, kind: "links", key: "latest").flatMap {
                    $0.key == key ? $0.links : nil
                }
            },
            write: { store, _, links, key in
                try? store.write(TryOnlineSlot(key: key, links: links), kind: "links", key: "latest")
            })
    }
}

extension MemoKind where Value == String {
    /// The sidebar's HTML, by `LayOutStep.sidebarHTML`. One slot on disk, like the
    /// "Try it online" links: the key is stored with the HTML and must match.
    static var sidebar: MemoKind {
        MemoKind(
            name: "sidebar",
            read: { store, _, key in
                store.readWithAttachments(String.self, kind: "sidebar", key: "latest").flatMap { slot in
                    slot.value == key ? slot.attachments.first.map { String(decoding: $0, as: UTF8.self) } : nil
                }
            },
            write: { store, _, html, key in
                try? store.write(key, attachments: [Data(html.utf8)], kind: "sidebar", key: "latest")
            })
    }
}

/// The one entry `MemoKind.tryOnline` keeps on disk.
private struct TryOnlineSlot: Codable {
    var key: String
    var links: [String: TryOnline]
}
