/// Resolves what chapters ask of examples into HTML: an `example` fence into the highlighted
/// lines it names, an `output` fence into what the run printed.
///
/// Each example file is read for snippet markers and highlighted once, however many chapters
/// show slices of it.
struct ExampleExpander: Sendable {
    private struct PreparedFile: Sendable {
        var file: Example.SourceFile
        var snippets: SnippetMap
        var highlighted: [SwiftHighlighter.Line]
    }

    private let examples: [String: Example]
    private let files: [String: [PreparedFile]]
    private let results: [RunRequest: RunResult]
    private let diagnostics: [String: CompilerDiagnostics]
    private let variants: [VariantRequest: VariantResult]
    /// The toolchain and platform every captured block names under it.
    let provenance: Provenance
    let highlighter: SwiftHighlighter
    /// Where drawn diagrams are remembered (see `SwiftHighlighter.memo`).
    private let memo: SiteCache

    /// Prepares `examples` (only the ones named in `used`) and remembers `results` and what
    /// the compiler said about the examples compiled on their own (`diagnostics`). Files whose
    /// snippet markers are wrong are left out; `markerProblems` reports them.
    init(
        examples: [String: Example], used: Set<String>, results: [RunRequest: RunResult],
        diagnostics: [String: CompilerDiagnostics] = [:], variants: [VariantRequest: VariantResult] = [:],
        provenance: Provenance, memo: SiteCache = .nothing
    ) {
        self.memo = memo
        highlighter = SwiftHighlighter(memo: memo)
        self.variants = variants
        self.examples = examples
        self.provenance = provenance
        self.results = results
        self.diagnostics = diagnostics
        var files: [String: [PreparedFile]] = [:]
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
    static func markerProblems(in examples: [String: Example], used: Set<String>) -> [Diagnostic] {
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

    /// A resolved listing: where it comes from, its highlighted HTML and its plain text.
    struct Listing: Sendable {
        var path: String
        var html: String
        var text: String
        /// The file's name in its example, and the 1-based lines shown (`nil`: the whole file).
        var file: String = ""
        var shownLines: Set<Int>?
    }

    /// The listing for `reference`.
    func listing(for reference: ExampleReference) -> Result<Listing, Problem> {
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
            return .success(render(holder, slice: slice, cited: example.compileExpectation != nil))
        }
        guard let file = candidates.first else {
            return .failure(Problem(message: "the example '\(example.name)' has no main.swift"))
        }
        return .success(render(file, slice: nil, cited: example.compileExpectation != nil))
    }

    /// Whether `name` is an example that must not compile.
    func mustNotCompile(_ name: String) -> Bool {
        examples[name]?.compileExpectation != nil
    }

    /// Every file of an example, whole: hidden lines shown and snippet markers left out, so a
    /// reader can read the program `swift run` runs (`SnippetMap.programLines`). One whose
    /// lines the compiler cites (it must not compile, or a `compare` column says so: `cited`)
    /// numbers its lines as the file does, like its excerpts, so every line cited can be found.
    /// `nil` for an example it does not know.
    func wholeProgram(_ name: String, cited: Bool = false) -> (example: String, files: [Listing])? {
        guard let prepared = files[name], !prepared.isEmpty else { return nil }
        let ordered =
            prepared.filter { $0.file.name == "main.swift" } + prepared.filter { $0.file.name != "main.swift" }
        let cited = cited || mustNotCompile(name)
        return (
            name,
            ordered.map { file in
                let lines = file.snippets.programLines()
                return Listing(
                    path: file.file.path,
                    html: highlighter.html(lines: file.highlighted, showing: lines, removingIndent: 0, numbered: cited),
                    text: lines.map { file.snippets.lines[$0] }.joined(separator: "\n"), file: file.file.name)
            }
        )
    }

    /// A listing of `file`. One whose lines the compiler `cited` (an example that must not
    /// compile) numbers its lines as the file does, so "main.swift:12:5" can be found, and
    /// leaves out the `// expect:` and `// setting:` lines, which are for the generator, not the lesson.
    private func render(_ file: PreparedFile, slice: String?, cited: Bool = false) -> Listing {
        var (lines, indent) = file.snippets.listing(slice: slice) ?? ([], 0)
        lines = SnippetMap.withoutBuildLines(lines, of: file.snippets.lines)
        let text = lines.map { String(file.snippets.lines[$0].dropFirst(indent)) }.joined(separator: "\n")
        return Listing(
            path: file.file.path,
            html: highlighter.html(lines: file.highlighted, showing: lines, removingIndent: indent, numbered: cited),
            text: text, file: file.file.name, shownLines: slice == nil ? nil : Set(lines.map { $0 + 1 }))
    }

    /// The compiler's diagnostics block for the example of `reference`, when it is one that
    /// is compiled on its own: the diagnostics on what `listing` shows (every file's when
    /// `listing` is `nil`), narrowed by the fence's `selection`. `nil` for an ordinary example.
    func diagnosticsHTML(
        for reference: ExampleReference, listing: Listing?, selection: CompilerDiagnostics.Selection
    ) -> Result<String?, Problem> {
        guard let example = examples[reference.example] else {
            return .failure(Self.unknownExample(reference.example, known: examples.keys))
        }
        guard let expectation = example.compileExpectation else {
            guard selection == CompilerDiagnostics.Selection() else {
                return .failure(
                    Problem(
                        message:
                            "'\(example.name)' is built and run, so there are no compiler diagnostics to choose from",
                        hint: "remove the fence's options, or make the example one that must not compile"))
            }
            return .success(nil)
        }
        guard let said = diagnostics[example.name] else {
            return .failure(Problem(message: "the example '\(example.name)' was not compiled"))
        }
        // Another block of the page shows them (a comparison, say): the listing alone.
        if selection.hidden { return .success(nil) }
        var narrowed = selection
        if let listing {
            narrowed.file = listing.file
            narrowed.shownLines = listing.shownLines
        } else if let file = reference.file {
            narrowed.file = file
        }
        let text = said.text(selecting: narrowed)
        // A listing of a part the compiler has nothing to say about shows no empty block,
        // unless the fence asked for particular diagnostics.
        if text.isEmpty, listing != nil, selection == CompilerDiagnostics.Selection() { return .success("") }
        return .success(
            BlockHTML.diagnostics(
                text, example: example.name, expectation: expectation, settings: example.settings,
                provenance: provenance))
    }

    /// A structure diagram of the example (or the file or slice) `reference` names, drawn
    /// from its declarations; `types` narrows it to those types.
    func diagramHTML(for reference: ExampleReference, types: [String]?) -> Result<String, Problem> {
        guard let example = examples[reference.example] else {
            return .failure(Self.unknownExample(reference.example, known: examples.keys))
        }
        let key = MemoKey.of("diagram", DiagramInputs(reference: reference, types: types, files: example.files))
        return memo.value(.diagram, key: key) { drawDiagram(reference, of: example, types: types) }
    }

    /// What a diagram is drawn from.
    private struct DiagramInputs: Encodable {
        var reference: ExampleReference
        var types: [String]?
        var files: [Example.SourceFile]
    }

    private func drawDiagram(
        _ reference: ExampleReference, of example: Example, types: [String]?
    ) -> Result<String, Problem> {
        var onlyFile = reference.file
        var lines: Set<Int>?
        if reference.file != nil || reference.slice != nil {
            switch listing(for: reference) {
            case .success(let listing):
                onlyFile = listing.file
                lines = listing.shownLines
            case .failure(let problem): return .failure(problem)
            }
        }
        var graph = TypeGraph.read(example.files.map { ($0.name, $0.text) }, onlyFile: onlyFile, lines: lines)
        let declared = graph.nodes.map(\.name)
        if let types {
            let unknown = types.filter { !declared.contains($0) }
            guard unknown.isEmpty else {
                return .failure(
                    Problem(
                        message: "'\(reference)' declares no type \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                        hint: declared.isEmpty
                            ? "it declares no types" : "its types are \(declared.joined(separator: ", "))"))
            }
            graph = graph.restricted(to: types)
        }
        guard !graph.nodes.isEmpty else {
            return .failure(
                Problem(
                    message: "'\(reference)' declares no class, struct, enum, protocol or actor to draw",
                    hint: "draw an example (or a slice) that declares types"))
        }
        let place = example.files.first { $0.name == (onlyFile ?? "") }?.path ?? "Examples/\(example.name)"
        let caption = "of \(reference), drawn from \(place)"
        return .success(DiagramSVG.figure(graph, example: example.name, caption: caption))
    }

    /// A diagnostics fence: the listing it would narrow to, without rendering it.
    func listingForDiagnostics(_ reference: ExampleReference) -> Result<Listing?, Problem> {
        guard reference.slice != nil else { return .success(nil) }
        return listing(for: reference).map { $0 }
    }

    /// What running `request` printed, as the page shows it, if it ran.
    func outputHTML(for request: RunRequest) -> Result<String, Problem> {
        guard let example = examples[request.example] else {
            return .failure(Self.unknownExample(request.example, known: examples.keys))
        }
        if example.compileExpectation != nil {
            return .failure(Self.notRun(example.name))
        }
        guard let result = results[request] else {
            return .failure(Problem(message: "the example '\(request.example)' was not run"))
        }
        return .success(BlockHTML.output(of: request, result: result, provenance: provenance.html(example.settings)))
    }

    /// A `compare` or `emitted` fence's block, from what its compilations gave.
    func variantsHTML(for fence: VariantFence) -> Result<String, Problem> {
        guard let example = examples[fence.example] else {
            return .failure(Self.unknownExample(fence.example, known: examples.keys))
        }
        let requests: [VariantRequest]
        switch fence.requests(for: example, features: nil) {
        case .success(let made): requests = made
        case .failure(let list): return .failure(list.problems.first ?? Problem(message: "the fence is not valid"))
        }
        var columns: [(VariantRequest, VariantResult)] = []
        for request in requests {
            guard let result = variants[request] else {
                return .failure(Problem(message: "the example '\(example.name)' was not compiled under these settings"))
            }
            columns.append((request, result))
        }
        if case .emit(let functions, _) = requests[0].purpose {
            return VariantHTML.emitted(
                columns[0].1, example: example.name, functions: functions, provenance: provenance,
                settings: requests[0].settings)
        }
        return VariantHTML.comparison(columns, example: example.name)
    }

    /// Whether a column of `fence` shows what the compiler said: then the page numbers the
    /// example's whole program, the only place a reader can find the lines it cites.
    func compilerCitesLines(of fence: VariantFence) -> Bool {
        guard let example = examples[fence.example],
            case .success(let requests) = fence.requests(for: example, features: nil)
        else { return false }
        return requests.contains { !(variants[$0]?.diagnostics.isEmpty ?? true) }
    }

    /// What `request`'s run printed to standard output, for the search index.
    func stdout(of request: RunRequest) -> String { results[request]?.stdout ?? "" }

    static func notRun(_ name: String) -> Problem {
        Problem(
            message: "'\(name)' is compiled, not run, so it has no output to show",
            hint: "its ```example \(name) fence already shows what the compiler said; remove this output fence")
    }

    static func unknownExample(_ name: String, known: some Collection<String>) -> Problem {
        let close = NearestNames.to(name, in: known)
        let hint =
            close.isEmpty
            ? "create Examples/\(name)/main.swift, or fix the name"
            : "did you mean \(close.joined(separator: ", "))? Or create Examples/\(name)/main.swift"
        return Problem(message: "there is no example '\(name)'", hint: hint)
    }
}

extension MemoKind where Value == Result<String, Problem> {
    /// A drawn diagram (or why it cannot be drawn), by everything it is drawn from; kept only
    /// in memory.
    static var diagram: MemoKind { MemoKind(name: "diagrams") }
}
