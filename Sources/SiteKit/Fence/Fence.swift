/// One fenced code block of a chapter that the generator fills in, read once, at load, from
/// its info string and body, with the file line of its opening fence.
enum Fence: Hashable, Sendable, Codable {
    /// An example's code, with what the compiler said about the lines shown.
    case example(ExampleReference, CompilerDiagnostics.Selection, line: Int)
    /// Only what the compiler said about an example that is compiled on its own.
    case diagnostics(ExampleReference, CompilerDiagnostics.Selection, line: Int)
    /// A structure diagram drawn from an example's code.
    case diagram(ExampleReference, DiagramOptions, line: Int)
    /// What a run of an example printed.
    case output(RunRequest, line: Int)
    /// A `compare` or `emitted` fence: the example compiled on its own under settings.
    case variants(VariantFence, line: Int)
    /// Swift code in prose, highlighted but not compiled.
    case swift(line: Int)

    var line: Int {
        switch self {
        case .example(_, _, let line), .diagnostics(_, _, let line), .diagram(_, _, let line), .output(_, let line),
            .variants(_, let line), .swift(let line):
            line
        }
    }

    /// What the fence asks of the examples, which the build and run steps need.
    var use: ChapterScanner.Use? {
        switch self {
        case .example(let reference, _, let line), .diagnostics(let reference, _, let line),
            .diagram(let reference, _, let line):
            .code(reference, line: line)
        case .output(let request, let line): .output(request, line: line)
        case .variants(let fence, let line): .variants(fence, line: line)
        case .swift: nil
        }
    }
}

extension Fence {
    /// The fence a code block with this info string and body is, found on file line `line`,
    /// and the problems found in it, each on its line of the fence (0 being the opening fence).
    /// `nil` for a block the generator leaves as it is. A reference that reads with options
    /// that do not still makes a fence (with the default options), so that a missing example
    /// is reported too; the problems stop the build all the same.
    static func read(info: String, body: String, line: Int) -> (fence: Fence?, problems: [Problem]) {
        switch FenceInfo(info) {
        case .example(let argument):
            return referenced(argument, options: CompilerDiagnostics.Selection.parse(body), default: .init()) {
                .example($0, $1, line: line)
            }
        case .diagnostics(let argument):
            return referenced(argument, options: CompilerDiagnostics.Selection.parse(body), default: .init()) {
                .diagnostics($0, $1, line: line)
            }
        case .diagram(let argument):
            return referenced(argument, options: DiagramOptions.parse(body), default: DiagramOptions()) {
                .diagram($0, $1, line: line)
            }
        case .output(let argument):
            let name = argument.trimmingWhitespace()
            guard ExampleCatalog.isValidName(name) else {
                return (
                    nil,
                    [
                        Problem(
                            message: name.isEmpty
                                ? "the output fence names no example" : "'\(name)' is not an example name",
                            hint: "write ```output Name, with Name a folder in Examples/")
                    ]
                )
            }
            switch RunRequest.parse(example: name, options: body) {
            case .success(let request): return (.output(request, line: line), [])
            case .failure(let list): return (nil, list.problems)
            }
        case .compare(let argument), .emitted(let argument):
            switch variantFence(info, argument: argument, body: body) {
            case .success(let fence): return (.variants(fence, line: line), [])
            case .failure(let problem): return (nil, [problem])
            }
        case .swift:
            return (.swift(line: line), [])
        case .other:
            return (nil, [])
        }
    }

    /// A fence made of a reference to an example and options of its body.
    private static func referenced<Options>(
        _ argument: String, options: Result<Options, Problem>, default: Options,
        _ make: (ExampleReference, Options) -> Fence
    ) -> (fence: Fence?, problems: [Problem]) {
        var problems: [Problem] = []
        let reference: ExampleReference?
        switch ExampleReference.parse(argument) {
        case .success(let parsed): reference = parsed
        case .failure(let problem):
            reference = nil
            problems.append(problem)
        }
        var chosen = `default`
        switch options {
        case .success(let parsed): chosen = parsed
        case .failure(let problem): problems.append(problem)
        }
        return (reference.map { make($0, chosen) }, problems)
    }

    /// A `compare` or `emitted` fence read from its info string and body.
    private static func variantFence(_ info: String, argument: String, body: String) -> Result<VariantFence, Problem> {
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

/// A chapter's fences, by the file line of each opening fence: where the renderer meets each
/// code block again.
struct ChapterFences: Hashable, Sendable, Codable {
    /// In reading order.
    private(set) var all: [Fence] = []
    private var byLine: [Int: Fence] = [:]

    init(_ fences: [Fence] = []) {
        for fence in fences { append(fence) }
    }

    mutating func append(_ fence: Fence) {
        all.append(fence)
        byLine[fence.line] = fence
    }

    /// The fence whose opening fence is on file line `line`.
    subscript(line line: Int) -> Fence? { byLine[line] }

    /// What the fences ask of the examples, in reading order.
    var uses: [ChapterScanner.Use] { all.compactMap(\.use) }

    /// Stored as the fences in reading order; the index by line is made again.
    private enum CodingKeys: CodingKey { case all }

    init(from decoder: any Decoder) throws {
        self.init(try decoder.container(keyedBy: CodingKeys.self).decode([Fence].self, forKey: .all))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(all, forKey: .all)
    }
}
