/// Expands every fence and renders every chapter (or takes it from the cache), then checks
/// the links between chapters. With a cache that knows `Site/` already holds exactly this
/// build, it stops the pipeline instead.
struct RenderStep: BuildStep {
    let name = "render"

    func run(_ context: inout BuildContext) async throws(BuildFailure) {
        let (chapters, results) = (context.chapters, context.results)
        let snapshot = context
        context.pageKeys = Array(chapters.indices).parallelMap { snapshot.pageKey($0, results: results) }
        if let cache = context.cache {
            context.siteKey = cache.siteKey(
                chapters, pageKeys: context.pageKeys.map { $0 ?? "" }, theme: context.generator.theme,
                staticFiles: context.loaded.staticFiles)
        }
        if context.forWriting, let cache = context.cache, let siteKey = context.siteKey,
            cache.siteIsCurrent(key: siteKey, folder: context.project.site)
        {
            context.earlyPages?.cancel()
            context.report.chaptersReused = chapters.count
            context.siteIsCurrent = true
            return
        }
        // Snippet markers are checked for every used example, so a reused page cannot hide a
        // marker error.
        context.problems.report(contentsOf: Self.markerProblems(context))
        let earlyPages = await context.earlyPages?.value ?? [:]
        let rest = chapters.indices.filter { earlyPages[$0] == nil }
        let keys = Dictionary(
            uniqueKeysWithValues: rest.compactMap { index in context.pageKeys[index].map { (index, $0) } })
        let batch = ChapterBatch(
            generator: context.generator, loaded: context.loaded, results: results, diagnostics: context.diagnostics,
            variants: context.variants, provenance: Provenance(swiftVersion: context.captured.toolchain))
        let latePages = await batch.render(rest, keys: keys, showProgress: true)
        let all = earlyPages.merging(latePages) { first, _ in first }
        let rendered = chapters.indices.compactMap { all[$0] }
        guard rendered.count == chapters.count else {
            // Only a cancelled build leaves chapters out; a site without them must not be written.
            throw BuildFailure([
                Diagnostic(file: "Content", message: "the build was cancelled before every chapter was rendered")
            ])
        }
        for page in rendered { context.problems.report(contentsOf: page.problems) }
        context.pages = rendered.map(\.page)
        context.report.chaptersRendered = chapters.indices.filter { all[$0]?.wasRendered == true }.map {
            chapters[$0].slug
        }
        context.report.chaptersReused = chapters.count - context.report.chaptersRendered.count
        context.problems.report(contentsOf: LinkChecker.chapterLinks(in: context.pages))
    }

    /// The snippet-marker problems of every used example. The cache remembers which examples'
    /// sources had none (by their hash), so a build reads the markers of only the examples that
    /// changed; a long-running preview remembers each example's problems in memory.
    static func markerProblems(_ context: BuildContext) -> [Diagnostic] {
        let memory = context.cache?.memory
        let sound = context.cache?.soundMarkers() ?? []
        let names = context.loaded.usages.keys.sorted()
        let found = names.parallelMap { name -> [Diagnostic] in
            let hash = context.sourceHashes[name]
            if let hash, sound.contains(hash) { return [] }
            if let hash, let known = memory?.markerProblems(forSourceHash: hash) { return known }
            let found = ExampleExpander.markerProblems(in: context.examples, used: [name])
            if let hash { memory?.remember(found, sourceHash: hash) }
            return found
        }
        let nowSound = Set(
            zip(names, found).compactMap { name, problems in
                problems.isEmpty ? context.sourceHashes[name] : nil
            })
        if nowSound != sound { context.cache?.storeSoundMarkers(nowSound) }
        return found.flatMap { $0 }
    }
}
