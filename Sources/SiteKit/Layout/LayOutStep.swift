/// Wraps every rendered chapter in the theme's templates, adds the site's other pages (home,
/// search index, print page, 404, examples), the captured results (`CapturedResults`) and the
/// author's static files, and hands each file to the context's sink as soon as it is made.
struct LayOutStep: BuildStep {
    let name = "layout"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let pages = context.pages
        if context.forWriting {
            do {
                context.sink = try StagedSite(project: context.project, recorded: context.cache?.lastSiteRecord())
            } catch {
                throw BuildFailure(error, writing: "the staging folder")
            }
        }
        let sink = context.sink
        context.log("Laying out \(pages.count) pages" + (context.forWriting ? " into Site/" : ""))
        context.generator.progress.begin("Laying out \(pages.count) pages")
        // Pages whose inputs are unchanged are kept as they are in `Site/` (see `StagedSite`).
        let contentKeys =
            context.forWriting && context.pageKeys.allSatisfy { $0 != nil } ? context.pageKeys.map { $0 ?? "" } : nil
        var layout = SiteLayout(theme: context.generator.theme, config: context.config)
        // The toolchain the outputs came from, for the print page.
        layout.toolchain = context.captured.toolchain
        do {
            context.report.pagesLaidOut = try await layout.layOut(pages, contentKeys: contentKeys, into: sink)
            // Both files below are kept as they are in `Site/` while what they are made of is
            // unchanged: a prose edit then encodes no results and packs no archive.
            // Every target compiled, or the build would have stopped before this step.
            let compiled = context.loaded.shownTargets.map { context.sourceHashes[$0] ?? "" }
            let capturedKey = contentKeys == nil ? nil : Self.capturedKey(context, compiled: compiled)
            try SiteLayout.add(CapturedResults.path, key: capturedKey, to: sink) {
                context.captured.json(
                    results: context.results, diagnostics: context.diagnostics, variants: context.variants,
                    sourceHashes: context.sourceHashes, compiled: compiled)
            }
            // The examples the chapters show, as a package a reader can download and run
            // without the repository (like every page, it follows from what the chapters show).
            let shownNames = Set(pages.flatMap(\.examplesShown).map(\.name))
            let shown = context.examples.filter { shownNames.contains($0.key) }
            var packageKey = ContentKey("examples package 2")
            packageKey.add(shown.keys.sorted().flatMap { [$0, context.sourceHashes[$0] ?? ""] })
            try SiteLayout.add(ExamplesPackage.path, key: contentKeys == nil ? nil : packageKey.hex, to: sink) {
                ExamplesPackage.archive(shown)
            }
            for file in context.loaded.staticFiles.files {
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

    /// The digest of everything `Site/captured.json` is made of: each run's key and result,
    /// each compiler's diagnostics, the examples compiled, and the toolchain.
    static func capturedKey(_ context: BuildContext, compiled: [String]) -> String {
        var key = ContentKey("captured results")
        key.add([CapturedResults.version, context.captured.toolchain])
        for request in context.loaded.requests {
            key.add([
                context.runKeys[request] ?? request.commandLine,
                context.results[request].map { CachedRun($0).digest } ?? "not run",
            ])
        }
        for name in context.diagnostics.keys.sorted() {
            key.add([name, context.sourceHashes[name] ?? "", context.diagnostics[name]?.shownText ?? ""])
        }
        for request in context.loaded.variants {
            let result = context.variants[request]
            key.add([
                context.captured.variantKey(request, sourceHash: context.sourceHashes[request.example] ?? ""),
                result.map { [$0.diagnostics, $0.run?.digest ?? "", $0.emitted ?? ""].joined(separator: "\u{0}") }
                    ?? "",
            ])
        }
        key.add(compiled)
        return key.hex
    }
}
