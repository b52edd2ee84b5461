/// Expands every fence and renders every chapter (or takes it from the cache, or from the
/// chapters rendered early), then checks the links between chapters.
struct RenderStep: BuildStep {
    let name = "render"
    let loaded: LoadedProject
    let evidence: Evidence
    let keys: PageKeys
    /// The chapters `RenderEarlyStep` is rendering.
    let early: Task<[Int: ChapterBatch.Page], Never>?

    /// Every chapter rendered, in catalogue order.
    func run(_ context: inout BuildContext) async throws(BuildFailure) -> [RenderedChapter] {
        let chapters = loaded.chapters
        // Snippet markers are checked for every used example, so a reused page cannot hide a
        // marker error.
        context.problems.report(contentsOf: markerProblems(memo: context.memo))
        let earlyPages = await early?.value ?? [:]
        let rest = chapters.indices.filter { earlyPages[$0] == nil }
        let keys = Dictionary(uniqueKeysWithValues: rest.map { ($0, self.keys.pages[$0]) })
        let batch = ChapterBatch(
            generator: context.generator, memo: context.memo, loaded: loaded, evidence: evidence,
            provenance: Provenance(swiftVersion: context.memo.toolchain))
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
        let pages = rendered.map(\.page)
        context.report.chaptersRendered = chapters.indices.filter { all[$0]?.wasRendered == true }.map {
            chapters[$0].slug
        }
        context.report.chaptersReused = chapters.count - context.report.chaptersRendered.count
        let introduction = loaded.config.introduction?.rendered(slugs: loaded.linkTargets)
        context.problems.report(contentsOf: introduction?.problems ?? [])
        context.problems.report(contentsOf: LinkChecker.chapterLinks(in: pages, introduction: introduction?.ids))
        return pages
    }

    /// The snippet-marker problems of every used example. The cache remembers which examples'
    /// sources had none (by their hash), so a build reads the markers of only the examples that
    /// changed; a long-running preview remembers each example's problems in memory.
    func markerProblems(memo: SiteCache) -> [Diagnostic] {
        let sound = memo.read(Self.soundMarkers) ?? []
        let names = loaded.usages.keys.sorted()
        let (examples, sourceHashes) = (loaded.examples, loaded.sourceHashes)
        let found = names.parallelMap { name -> [Diagnostic] in
            let compute = { ExampleExpander.markerProblems(in: examples, used: [name]) }
            guard let hash = sourceHashes[name] else { return compute() }
            if sound.contains(hash) { return [] }
            return memo.value(.markerProblems, key: hash, compute: compute)
        }
        let nowSound = Set(
            zip(names, found).compactMap { name, problems in
                problems.isEmpty ? sourceHashes[name] : nil
            })
        if nowSound != sound { memo.write(nowSound, to: Self.soundMarkers) }
        return found.flatMap { $0 }
    }

    /// The source hashes of the examples whose snippet markers had no problems when last read.
    static let soundMarkers = StampRecord<Set<String>>("markers", notInPreview: true)
}

extension MemoKind where Value == [Diagnostic] {
    /// The snippet-marker problems of an example, by its source hash; kept only in memory (on
    /// disk the cache keeps which examples had none, `RenderStep.soundMarkers`).
    static var markerProblems: MemoKind { MemoKind(name: "marker problems") }
}
