import Foundation

/// The whole pipeline, one named stage after another:
/// load → build → run → expand and render → lay out → write (or check).
///
/// Each stage collects every problem it finds and the pipeline stops after the first stage
/// that found errors, so an author fixes a stage's problems in one pass and `Site/` is only
/// replaced after a complete, successful build.
public struct SiteGenerator: Sendable {
    public let project: ProjectLayout
    public var theme: Theme
    /// Receives progress lines (`Building 12 examples`, ...).
    public var log: @Sendable (String) -> Void
    public var swift: String
    /// Where already-built example binaries are, to skip the build stage: `swift test` has
    /// built every target, and a nested `swift build` would wait forever for the lock it holds.
    public var prebuiltExamples: URL?

    public init(
        project: ProjectLayout, theme: Theme, swift: String = "swift",
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.project = project
        self.theme = theme
        self.swift = swift
        self.log = log
    }

    /// What the pipeline produced before writing: the files and what went into them.
    public struct Output: Sendable {
        public var files: [String: Data]
        public var chapters: [Chapter]
        public var examples: [String: Example]
        public var requests: [RunRequest]
        /// Where each example is used, as `Content/x.md:12`.
        public var usages: [String: [String]]
        public var binaryDirectory: URL
        public var results: [RunRequest: RunResult]
    }

    /// Builds the site and replaces `Site/` with it.
    @discardableResult
    public func build() async throws -> Output {
        let output = try await generate()
        log("Writing \(output.files.count) files to Site/")
        try SiteWriter(project: project).write(output.files)
        return output
    }

    /// Runs every stage but the write.
    public func generate() async throws(BuildFailure) -> Output {
        // Load
        var problems = DiagnosticCollector()
        var chapters: [Chapter] = []
        var examples: [String: Example] = [:]
        do { chapters = try ChapterLoader(project: project).load() } catch { problems.report(contentsOf: error.diagnostics) }
        do { examples = try ExampleCatalog(project: project).load() } catch { problems.report(contentsOf: error.diagnostics) }
        var requests: [RunRequest] = []
        var requestLines: [RunRequest: [(Chapter, Int)]] = [:]
        var usages: [String: [String]] = [:]
        for chapter in chapters {
            let (uses, scanProblems) = ChapterScanner().scan(chapter)
            problems.report(contentsOf: scanProblems)
            for use in uses {
                guard examples[use.exampleName] != nil else {
                    let problem = ExampleExpander.unknownExample(use.exampleName, known: examples.keys)
                    problems.report(
                        Diagnostic(file: chapter.sourcePath, line: use.line, message: problem.message, hint: problem.hint))
                    continue
                }
                let place = "\(chapter.sourcePath):\(use.line)"
                if usages[use.exampleName]?.contains(place) != true { usages[use.exampleName, default: []].append(place) }
                if case .output(let request, let line) = use {
                    if requestLines[request] == nil { requests.append(request) }
                    requestLines[request, default: []].append((chapter, line))
                }
            }
        }
        try problems.throwIfErrors()

        // Build
        let used = Set(usages.keys)
        log("Building \(used.count) examples")
        let binaries: URL
        if let prebuiltExamples {
            binaries = prebuiltExamples
        } else {
            binaries = try await ExampleBuilder(project: project, swift: swift).build(Array(examples.keys), usedBy: usages)
        }

        // Run
        log("Running \(requests.count) example programs")
        let results = await ExampleRunner(binaryDirectory: binaries).run(requests)
        for request in requests {
            guard let result = results[request], let mismatch = result.mismatch(with: request) else { continue }
            for (chapter, line) in requestLines[request] ?? [] {
                problems.report(
                    Diagnostic(
                        file: chapter.sourcePath, line: line, message: "\(request.example): \(mismatch)",
                        hint: Self.hint(for: request, result: result)))
            }
        }
        try problems.throwIfErrors()

        // Expand and render
        log("Rendering \(chapters.count) chapters")
        let expander = ExampleExpander(examples: examples, used: used, results: results)
        problems.report(contentsOf: expander.problems)
        let renderer = ChapterRenderer(expander: expander, slugs: Set(chapters.map(\.slug)))
        var rendered: [RenderedChapter] = []
        for chapter in chapters {
            let (page, pageProblems) = renderer.render(chapter)
            rendered.append(page)
            problems.report(contentsOf: pageProblems)
        }
        problems.report(contentsOf: LinkValidator.problems(in: rendered))
        try problems.throwIfErrors()

        // Lay out
        let files = SiteLayout(theme: theme).layOut(rendered)
        return Output(
            files: files, chapters: chapters, examples: examples, requests: requests, usages: usages,
            binaryDirectory: binaries, results: results)
    }

    static func hint(for request: RunRequest, result: RunResult) -> String {
        switch result.termination {
        case .timedOut:
            return "make it finish within \(RunResult.seconds(request.timeout)) s, or give the output block 'timeout: <seconds>'"
        case .outputCapped:
            return "make it print less; output is capped so a runaway loop cannot fill memory"
        case .exited(0) where request.expect == .failure:
            return "remove 'expect: failure' from the output block, or make the example fail"
        case .exited(0):
            return "if writing to standard error is the point, add 'expect: stderr' to the output block"
        default:
            return "run '\(request.commandLine)' to see it; if failing is the point, add 'expect: failure' to the output block"
        }
    }
}

/// Checks every link between chapters, including `#anchors`, once all chapters are rendered.
enum LinkValidator {
    static func problems(in chapters: [RenderedChapter]) -> [Diagnostic] {
        let ids = Dictionary(
            chapters.map { ($0.chapter.slug, Set($0.headings.map(\.id)).union(ChapterRenderer.reservedIDs)) },
            uniquingKeysWith: { a, _ in a })
        var problems: [Diagnostic] = []
        for chapter in chapters {
            for link in chapter.links {
                guard let fragment = link.fragment, !fragment.isEmpty else { continue }
                guard let targetIDs = ids[link.slug], !targetIDs.contains(fragment) else { continue }
                let known = chapters.first { $0.chapter.slug == link.slug }?.headings.map(\.id) ?? []
                problems.append(
                    Diagnostic(
                        file: chapter.chapter.sourcePath, line: link.line,
                        message: "the anchor '#\(fragment)' does not exist in \(link.slug).md",
                        hint: "its headings' anchors are \(known.joined(separator: ", "))"))
            }
        }
        return problems
    }
}
