/// Reads a chapter's fences (see `Fence`), once, at load, and finds what the chapter asks of
/// the examples: which code it shows (`example`, `diagnostics` and `diagram` fences), which
/// runs it shows (`output` fences) and what it compiles under settings (`compare` and
/// `emitted`), with their lines.
struct ChapterScanner: Sendable {
    /// One fence's demand on an example.
    enum Use: Hashable, Sendable {
        case code(ExampleReference, line: Int)
        case output(RunRequest, line: Int)
        /// A `compare` or `emitted` fence: the example compiled on its own under settings.
        case variants(VariantFence, line: Int)

        var exampleName: String {
            switch self {
            case .code(let reference, _): reference.example
            case .output(let request, _): request.example
            case .variants(let fence, _): fence.example
            }
        }

        var line: Int {
            switch self {
            case .code(_, let line), .output(_, let line), .variants(_, let line): line
            }
        }
    }

    /// The fences of `chapter`, in reading order, and the problems of those that could not be
    /// read, at their file lines.
    func scan(_ chapter: Chapter) -> ChapterScan {
        let document = MarkdownDocument(chapter.body)
        var fences = ChapterFences()
        var problems: [Diagnostic] = []
        for node in document.nodes where node.kind == .codeBlock {
            let line = chapter.fileLine(bodyLine: node.startLine)
            let (fence, found) = Fence.read(info: node.fenceInfo, body: node.literal, line: line)
            if let fence { fences.append(fence) }
            // An opening fence's problem is about its reference: the words after the kind.
            let words = node.fenceInfo.split(separator: " ").dropFirst().map(String.init)
            for problem in found { problems.append(chapter.diagnostic(problem, fenceLine: line, words: words)) }
        }
        return ChapterScan(fences: fences, problems: problems)
    }
}

/// What scanning a chapter found.
struct ChapterScan: Sendable {
    var fences: ChapterFences
    /// What the fences ask of the examples, in reading order.
    var uses: [ChapterScanner.Use]
    var problems: [Diagnostic]

    init(fences: ChapterFences, problems: [Diagnostic]) {
        self.fences = fences
        self.uses = fences.uses
        self.problems = problems
    }
}
