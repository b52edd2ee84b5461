/// Resolves what chapters ask of examples into HTML: an `example` fence into the highlighted
/// lines it names, an `output` fence into what the run printed.
///
/// Each example file is read for snippet markers and highlighted once, however many chapters
/// show slices of it.
public struct ExampleExpander: Sendable {
    private struct PreparedFile: Sendable {
        var file: Example.SourceFile
        var snippets: SnippetMap
        var highlighted: [SwiftHighlighter.Line]
    }

    private let examples: [String: Example]
    private let files: [String: [PreparedFile]]
    private let results: [RunRequest: RunResult]
    private let highlighter = SwiftHighlighter()

    /// Prepares `examples` (only the ones named in `used`) and remembers `results`. Files
    /// whose snippet markers are wrong are left out; `markerProblems` reports them.
    public init(examples: [String: Example], used: Set<String>, results: [RunRequest: RunResult]) {
        self.examples = examples
        self.results = results
        var files: [String: [PreparedFile]] = [:]
        let highlighter = SwiftHighlighter()
        for name in used.sorted() {
            for file in examples[name]?.files ?? [] {
                guard case .success(let snippets) = SnippetMap.parse(file.text) else { continue }
                files[name, default: []].append(
                    PreparedFile(file: file, snippets: snippets, highlighted: highlighter.lines(of: file.text)))
            }
        }
        self.files = files
    }

    /// Snippet marker errors in the files of the `used` examples, at the example file's line.
    public static func markerProblems(in examples: [String: Example], used: Set<String>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for name in used.sorted() {
            for file in examples[name]?.files ?? [] {
                guard case .failure(let list) = SnippetMap.parse(file.text) else { continue }
                problems += list.problems.map {
                    Diagnostic(file: file.path, line: $0.line, message: $0.message, hint: $0.hint)
                }
            }
        }
        return problems
    }

    /// A problem with a reference, reported at the chapter line of its fence.
    public struct Problem: Error, Sendable {
        public var message: String
        public var hint: String?
    }

    /// A resolved listing: where it comes from, its highlighted HTML and its plain text.
    public struct Listing: Sendable {
        public var path: String
        public var html: String
        public var text: String
    }

    /// The listing for `reference`.
    public func listing(for reference: ExampleReference) -> Result<Listing, Problem> {
        guard let example = examples[reference.example] else {
            return .failure(Self.unknownExample(reference.example, known: examples.keys))
        }
        guard let prepared = files[reference.example] else {
            // Its files have marker problems, reported on their own.
            return .failure(Problem(message: "the example '\(reference.example)' has snippet marker errors"))
        }
        let candidates: [PreparedFile]
        if let fileName = reference.file {
            guard let file = prepared.first(where: { $0.file.name == fileName }) else {
                let names = example.files.map(\.name).joined(separator: ", ")
                return .failure(
                    Problem(
                        message: "the example '\(example.name)' has no file '\(fileName)'",
                        hint: "its files are \(names)"))
            }
            candidates = [file]
        } else if reference.slice != nil {
            candidates = prepared
        } else {
            candidates = prepared.filter { $0.file.name == "main.swift" }
        }
        if let slice = reference.slice {
            let holders = candidates.filter { $0.snippets.slices[slice] != nil }
            guard let holder = holders.first else {
                let names = candidates.flatMap(\.snippets.sliceNames)
                let location = reference.file.map { "\(example.name)/\($0)" } ?? example.name
                return .failure(
                    Problem(
                        message: "the example '\(location)' has no slice '\(slice)'",
                        hint: names.isEmpty
                            ? "mark the lines with '// snippet.\(slice)' and '// snippet.end'"
                            : "its slices are \(names.joined(separator: ", "))"))
            }
            guard holders.count == 1 else {
                return .failure(
                    Problem(
                        message: "slice '\(slice)' is in several files of '\(example.name)'",
                        hint: "name the file: '\(example.name)/\(holder.file.name)#\(slice)'"))
            }
            return .success(render(holder, slice: slice))
        }
        guard let file = candidates.first else {
            return .failure(Problem(message: "the example '\(example.name)' has no main.swift"))
        }
        return .success(render(file, slice: nil))
    }

    private func render(_ file: PreparedFile, slice: String?) -> Listing {
        let (lines, indent) = file.snippets.listing(slice: slice) ?? ([], 0)
        let text = lines.map { String(file.snippets.lines[$0].dropFirst(indent)) }.joined(separator: "\n")
        return Listing(
            path: file.file.path,
            html: highlighter.html(lines: file.highlighted, showing: lines, removingIndent: indent),
            text: text)
    }

    /// The result of running `request`, if it ran.
    public func result(for request: RunRequest) -> Result<RunResult, Problem> {
        guard examples[request.example] != nil else {
            return .failure(Self.unknownExample(request.example, known: examples.keys))
        }
        guard let result = results[request] else {
            return .failure(Problem(message: "the example '\(request.example)' was not run"))
        }
        return .success(result)
    }

    static func unknownExample(_ name: String, known: some Collection<String>) -> Problem {
        let close = known.filter { $0.lowercased().hasPrefix(String(name.lowercased().prefix(4))) }.sorted()
        let hint =
            close.isEmpty
            ? "create Examples/\(name)/main.swift, or fix the name"
            : "did you mean \(close.prefix(5).joined(separator: ", "))? Or create Examples/\(name)/main.swift"
        return Problem(message: "there is no example '\(name)'", hint: hint)
    }
}
