/// Wraps every rendered chapter in the theme's templates, adds the site's other pages (home,
/// search index, print page, 404, examples), the captured results (`CapturedResults`) and the
/// author's static files, and hands each file to the context's sink as soon as it is made.
struct LayOutStep: BuildStep {
    let name = "layout"
    let loaded: LoadedProject
    let recalled: Recalled
    let evidence: Evidence
    let pages: [RenderedChapter]
    /// Where the files go: `Site/`'s staging folder, or memory for `site check`.
    let sink: any SiteSink
    /// Each page's cache key, when files whose inputs are unchanged may be kept as they are
    /// in `Site/` (see `StagedSite`).
    let contentKeys: [String]?

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (sink, contentKeys) = (sink, contentKeys)
        context.log("Laying out \(pages.count) pages" + sink.destination)
        context.generator.progress.begin("Laying out \(pages.count) pages")
        var layout = SiteLayout(theme: context.generator.theme, config: loaded.config)
        // The toolchain the outputs came from, for the print page.
        layout.toolchain = recalled.captured.toolchain
        layout.tryOnline = tryOnlineLinks(cache: context.cache)
        layout.refusedCommands = loaded.examples.compactMapValues(ExamplesPackage.refusedCommand)
        layout.sidebarHTML = sidebarHTML(theme: context.generator.theme, cache: context.cache)
        if let cache = context.cache, let contentKeys {
            let entries = pages.map(\.searchText)
            layout.searchWords = { cache.searchWords(pageKeys: contentKeys, entries: entries) }
        }
        do {
            context.report.pagesLaidOut = try await layout.layOut(pages, contentKeys: contentKeys, into: sink)
            // Both files below are kept as they are in `Site/` while what they are made of is
            // unchanged: a prose edit then encodes no results and packs no archive.
            // Every target compiled, or the build would have stopped before this step.
            let compiled = loaded.shownTargets.map { recalled.sourceHashes[$0] ?? "" }
            let capturedKey = contentKeys == nil ? nil : capturedKey(compiled: compiled)
            try SiteLayout.add(CapturedResults.path, key: capturedKey, to: sink) {
                recalled.captured.json(
                    results: evidence.results, diagnostics: evidence.diagnostics, variants: evidence.variants,
                    sourceHashes: recalled.sourceHashes, compiled: compiled)
            }
            // The examples the chapters show, as a package a reader can download and run
            // without the repository (like every page, it follows from what the chapters show).
            let shownNames = Set(pages.flatMap(\.examplesShown).map(\.name))
            let shown = loaded.examples.filter { shownNames.contains($0.key) }
            var packageKey = ContentKey("examples package 2")
            packageKey.add(shown.keys.sorted().flatMap { [$0, recalled.sourceHashes[$0] ?? ""] })
            packageKey.add([loaded.config.title, loaded.config.examplesFolder])
            try SiteLayout.add(
                loaded.config.examplesDownload, key: contentKeys == nil ? nil : packageKey.hex, to: sink
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

    /// Every example's "Try it online" link. They follow from the examples' sources and the
    /// toolchain alone, so all of them are remembered under one key: an edit to a chapter
    /// reads them back instead of encoding every example again.
    func tryOnlineLinks(cache: SiteCache?) -> [String: TryOnline] {
        let toolchain = recalled.captured.toolchain
        let compute = { loaded.examples.compactMapValues { TryOnline.link(for: $0, swiftVersion: toolchain) } }
        guard let cache else { return compute() }
        var key = ContentKey("try online links")
        key.add(cache.fingerprint)
        key.add(toolchain)
        key.add(
            loaded.examples.keys.sorted().flatMap {
                [$0, recalled.sourceHashes[$0] ?? SiteCache.sourceHash(of: loaded.examples[$0]!)]
            })
        return cache.value(.tryOnline, key: key.hex, compute: compute)
    }

    /// The sidebar every page shows, which lists every chapter: rendering it through the
    /// template is work in proportion to the book, so it is remembered by what it shows.
    func sidebarHTML(theme: Theme, cache: SiteCache?) -> String? {
        guard let cache else { return nil }
        let navigation = Navigation(pages.map(\.chapter))
        var key = ContentKey("sidebar")
        key.add([cache.fingerprint, theme.digest])
        for category in navigation.categories {
            key.add([category.name, category.id])
            key.add(category.chapters.flatMap { [$0.title, $0.href, $0.intent] })
        }
        return cache.value(.sidebar, key: key.hex) { SiteLayout.sidebarHTML(navigation, theme: theme) }
    }

    /// The digest of everything `Site/captured.json` is made of: each run's key and result,
    /// each compiler's diagnostics, the examples compiled, and the toolchain.
    func capturedKey(compiled: [String]) -> String {
        var key = ContentKey("captured results")
        key.add([CapturedResults.version, recalled.captured.toolchain])
        for request in loaded.requests {
            key.add([
                recalled.runKeys[request] ?? request.commandLine,
                evidence.results[request].map { RecordedRun($0).digest } ?? "not run",
            ])
        }
        for name in evidence.diagnostics.keys.sorted() {
            key.add([name, recalled.sourceHashes[name] ?? "", evidence.diagnostics[name]?.shownText ?? ""])
        }
        for request in loaded.variants {
            let result = evidence.variants[request]
            key.add([
                recalled.captured.variantKey(request, sourceHash: recalled.sourceHashes[request.example] ?? ""),
                result.map { [$0.diagnostics, $0.run?.digest ?? "", $0.emitted ?? ""].joined(separator: "\u{0}") }
                    ?? "",
            ])
        }
        key.add(compiled)
        return key.hex
    }
}
