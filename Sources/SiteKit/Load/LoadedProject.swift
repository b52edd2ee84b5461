/// The load stage's result: every chapter and example, and what the chapters ask of the
/// examples, with the places they ask it.
struct LoadedProject {
    /// What one chapter asks of the examples.
    struct ChapterUses {
        /// Examples whose code or output it shows.
        var examples: Set<String> = []
        /// Its `output` fences, in reading order.
        var requests: [RunRequest] = []
        /// What its `compare` and `emitted` fences compile.
        var variants: [VariantRequest] = []
        /// Its fences as read at load, for the renderer.
        var fences = ChapterFences()
    }

    var chapters: [Chapter] = []
    /// The site's title, home and repository, from `Content/site.yml`.
    var config = SiteConfig()

    /// What a chapter may link to: every chapter, and the introduction when there is one.
    var linkTargets: Set<String> {
        Set(chapters.map(\.slug) + (config.introduction == nil ? [] : [Introduction.slug]))
    }
    var examples: [String: Example] = [:]
    /// Each example's digest (`SiteCache.sourceHash(of:)`): everything it is built from, the
    /// identity its remembered builds, runs and diagnostics are keyed by.
    var sourceHashes: [String: String] = [:]
    /// Every distinct run the chapters ask for, in reading order.
    var requests: [RunRequest] = []
    /// Where each run is asked for, to report a failed run at every fence that shows it.
    var requestLines: [RunRequest: [(Chapter, Int)]] = [:]
    /// Every distinct compilation the `compare` and `emitted` fences ask for, in reading order,
    /// and where each is asked for.
    var variants: [VariantRequest] = []
    var variantLines: [VariantRequest: [(Chapter, Int)]] = [:]
    /// Where each example is used, as `Content/x.md:12`.
    var usages: [String: [String]] = [:]
    /// What each chapter uses, in the order of `chapters`.
    var chapterUses: [ChapterUses] = []
    /// `Content/static/`, published as it is.
    var staticFiles = StaticFiles()
    /// What to say of the drafts the build left out (`DraftPolicy.leaveOut`).
    var draftsLeftOut: [Diagnostic] = []

    /// The examples that are package targets and that a chapter shows, sorted: what
    /// `Site/captured.json` records as compiled (`CapturedResults`).
    var shownTargets: [String] {
        SiteGenerator.targets(examples).filter { usages[$0] != nil }
    }

    /// Reads `Content/` and `Examples/` and resolves every fence to an existing example,
    /// reporting every problem found in any of them.
    ///
    /// Files unchanged since the load `memo` remembers (the last build's, or a long-running
    /// preview's) are not read or parsed again. `examples` is what `ExampleCatalog.find` gave, when the
    /// caller has looked already.
    static func load(
        _ project: ProjectLayout, config: SiteConfig, memo: LoadMemo = LoadMemo(),
        examples: ExampleCatalog.Found? = nil, drafts: DraftPolicy = .leaveOut
    ) throws(BuildFailure) -> LoadedProject {
        var problems = DiagnosticCollector()
        var loaded = LoadedProject()
        loaded.config = config
        do {
            (loaded.chapters, loaded.draftsLeftOut) = try ChapterLoader(
                project: project, memo: memo, categories: config.categories, drafts: drafts
            ).loadLeavingOutDrafts()
        } catch {
            problems.report(contentsOf: error.diagnostics)
        }
        loaded.staticFiles = StaticFiles.load(project)
        problems.report(contentsOf: loaded.staticFiles.problems)
        let found = examples ?? ExampleCatalog(project: project).find(memo: memo)
        loaded.examples = found.examples
        problems.report(contentsOf: found.problems)
        // Scanning parses each chapter's Markdown: on every core, results in chapter order.
        let scanned = loaded.chapters.parallelMap { chapter -> ChapterScan in
            if let known = memo.knownScan(of: chapter) { return known }
            let scan = ChapterScanner().scan(chapter)
            memo.remember(scan: scan, of: chapter)
            return scan
        }
        for (chapter, scan) in zip(loaded.chapters, scanned) {
            problems.report(contentsOf: scan.problems)
            var these = ChapterUses(fences: scan.fences)
            for use in scan.uses {
                // A folder already reported as unusable is not reported again at every use.
                if found.unusable.contains(use.exampleName) { continue }
                guard loaded.examples[use.exampleName] != nil else {
                    let problem = ExampleExpander.unknownExample(use.exampleName, known: loaded.examples.keys)
                    problems.report(chapter.diagnostic(problem, fenceLine: use.line, words: [use.exampleName]))
                    continue
                }
                these.examples.insert(use.exampleName)
                let place = "\(chapter.sourcePath):\(use.line)"
                if loaded.usages[use.exampleName]?.contains(place) != true {
                    loaded.usages[use.exampleName, default: []].append(place)
                }
                if case .output = use, loaded.examples[use.exampleName]?.compileExpectation != nil {
                    let problem = ExampleExpander.notRun(use.exampleName)
                    problems.report(chapter.diagnostic(problem, fenceLine: use.line, words: [use.exampleName]))
                    continue
                }
                if case .variants(let fence, let line) = use, let example = loaded.examples[fence.example] {
                    switch fence.requests(for: example, features: nil) {
                    case .success(let requests):
                        for request in requests {
                            these.variants.append(request)
                            if loaded.variantLines[request] == nil { loaded.variants.append(request) }
                            loaded.variantLines[request, default: []].append((chapter, line))
                        }
                    case .failure(let list):
                        for problem in list.problems {
                            problems.report(chapter.diagnostic(problem, fenceLine: line, words: [fence.example]))
                        }
                    }
                }
                if case .output(let request, let line) = use {
                    these.requests.append(request)
                    if loaded.requestLines[request] == nil { loaded.requests.append(request) }
                    loaded.requestLines[request, default: []].append((chapter, line))
                }
            }
            loaded.chapterUses.append(these)
        }
        try problems.throwIfErrors()
        return loaded
    }
}
