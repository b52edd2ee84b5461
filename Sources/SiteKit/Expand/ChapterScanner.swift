/// Finds what a chapter asks of the examples: which code it shows (`example` fences) and
/// which runs it shows (`output` fences), with their lines.
struct ChapterScanner: Sendable {
    /// One `example` or `output` fence in a chapter.
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

    /// The uses in `chapter`, in reading order, or the fences that could not be read.
    func scan(_ chapter: Chapter) -> (uses: [Use], problems: [Diagnostic]) {
        let document = MarkdownDocument(chapter.body)
        var uses: [Use] = []
        var problems: [Diagnostic] = []
        for node in document.nodes where node.kind == .codeBlock {
            let line = chapter.fileLine(bodyLine: node.startLine)
            switch FenceInfo(node.fenceInfo) {
            case .example(let argument), .diagnostics(let argument):
                switch ExampleReference.parse(argument) {
                case .success(let reference): uses.append(.code(reference, line: line))
                case .failure(let problem):
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line, message: problem.message,
                            hint: problem.hint))
                }
                if case .failure(let problem) = CompilerDiagnostics.Selection.parse(node.literal) {
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line + problem.line, message: problem.message,
                            hint: problem.hint))
                }
            case .diagram(let argument):
                switch ExampleReference.parse(argument) {
                case .success(let reference): uses.append(.code(reference, line: line))
                case .failure(let problem):
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line, message: problem.message, hint: problem.hint))
                }
                if case .failure(let problem) = DiagramOptions.parse(node.literal) {
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line + problem.line, message: problem.message,
                            hint: problem.hint))
                }
            case .output(let argument):
                let name = argument.trimmingWhitespace()
                guard ExampleCatalog.isValidName(name) else {
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line,
                            message: name.isEmpty
                                ? "the output fence names no example" : "'\(name)' is not an example name",
                            hint: "write ```output Name, with Name a folder in Examples/"))
                    continue
                }
                switch RunRequest.parse(example: name, options: node.literal) {
                case .success(let request): uses.append(.output(request, line: line))
                case .failure(let fenceProblems):
                    for problem in fenceProblems.problems {
                        problems.append(
                            Diagnostic(
                                file: chapter.sourcePath, line: line + problem.line,
                                message: problem.message, hint: problem.hint))
                    }
                }
            case .compare(let argument), .emitted(let argument):
                switch Self.variantFence(node.fenceInfo, argument: argument, body: node.literal) {
                case .success(let fence): uses.append(.variants(fence, line: line))
                case .failure(let problem):
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line + problem.line, message: problem.message,
                            hint: problem.hint))
                }
            case .swift, .other:
                continue
            }
        }
        return (uses, problems)
    }
}

extension ChapterScanner {
    /// A `compare` or `emitted` fence read from its info string and body.
    static func variantFence(_ info: String, argument: String, body: String) -> Result<VariantFence, Problem> {
        let name = argument.trimmingWhitespace()
        guard ExampleCatalog.isValidName(name) else {
            return .failure(
                Problem(
                    message: name.isEmpty ? "the fence names no example" : "'\(name)' is not an example name",
                    hint: "write ```\(info.prefix { !$0.isWhitespace }) Name, with Name a folder in Examples/"))
        }
        if case .compare = FenceInfo(info) { return VariantFence.compare(example: name, body: body) }
        return VariantFence.emitted(example: name, body: body)
    }
}

/// What a fenced code block's info string asks for.
enum FenceInfo: Equatable {
    case example(String)
    /// Only what the compiler said about an example that is compiled on its own.
    case diagnostics(String)
    /// A structure diagram drawn from an example's code.
    case diagram(String)
    case output(String)
    /// The same example compiled under several settings, side by side.
    case compare(String)
    /// The optimized SIL of some of an example's functions.
    case emitted(String)
    /// Swift code in prose, highlighted but not compiled.
    case swift
    case other(language: String)

    init(_ info: String) {
        let info = info.trimmingWhitespace()
        let word = info.prefix { !$0.isWhitespace }
        let rest = String(info.dropFirst(word.count))
        switch word {
        case "example": self = .example(rest)
        case "output": self = .output(rest)
        case "diagnostics": self = .diagnostics(rest)
        case "diagram": self = .diagram(rest)
        case "compare": self = .compare(rest)
        case "emitted": self = .emitted(rest)
        case "swift": self = .swift
        default: self = .other(language: String(word))
        }
    }
}
