import Yams

/// How a chapter asks for an example to be run: the body of an `output` fence.
struct RunRequest: Hashable, Sendable {
    /// What the chapter expects of the run; anything else stops the build.
    enum Expectation: String, Hashable, Sendable, CaseIterable {
        /// Exit status 0 and nothing on standard error.
        case success
        /// Exit status 0; standard error is allowed and shown.
        case stderr
        /// A non-zero exit status or a crash is the point of the example.
        case failure
    }

    var example: String
    var arguments: [String]
    /// Text fed to standard input; `nil` closes standard input.
    var stdin: String?
    var expect: Expectation
    /// Seconds before the example's whole process group is killed.
    var timeout: Double

    static let defaultTimeout = 5.0

    init(
        example: String, arguments: [String] = [], stdin: String? = nil,
        expect: Expectation = .success, timeout: Double = RunRequest.defaultTimeout
    ) {
        self.example = example
        self.arguments = arguments
        self.stdin = stdin
        self.expect = expect
        self.timeout = timeout
    }

    /// The command a reader types to get the same output, such as `swift run Greeter -- Ada`.
    var commandLine: String {
        var words = ["swift", "run", example]
        if !arguments.isEmpty { words += ["--"] + arguments.map(Self.shellQuoted) }
        return words.joined(separator: " ")
    }

    static func shellQuoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+".contains($0) }
        if plain && !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static let keys = ["arguments", "stdin", "expect", "timeout"]

    /// Reads the options in an `output` fence's body (YAML; empty means the defaults).
    static func parse(example: String, options: String) -> Result<RunRequest, ProblemList> {
        parseUnclamped(example: example, options: options).mapError { ProblemList(clamped($0.problems, to: options)) }
    }

    private static func parseUnclamped(example: String, options: String) -> Result<RunRequest, ProblemList> {
        var request = RunRequest(example: example)
        guard !options.trimmingWhitespace().isEmpty else { return .success(request) }
        let node: Node?
        do {
            node = try Yams.compose(yaml: options)
        } catch let YamlError.scanner(_, problem, mark, _), let YamlError.parser(_, problem, mark, _) {
            return .failure(
                ProblemList([
                    Problem(line: mark.line, message: "invalid options: \(problem)", hint: "the options are YAML")
                ]))
        } catch {
            return .failure(
                ProblemList([Problem(line: 1, message: "invalid options: \(error)", hint: "the options are YAML")]))
        }
        guard case .mapping(let mapping)? = node else {
            return .failure(
                ProblemList([
                    Problem(
                        line: 1, message: "the output options must be 'key: value' lines",
                        hint: "use \(keys.joined(separator: ", ")); or leave the block empty")
                ]))
        }
        var problems: [Problem] = []
        func line(_ node: Node) -> Int { node.mark?.line ?? 1 }
        for (key, value) in mapping {
            switch key.string ?? "" {
            case "arguments":
                if case .sequence(let items) = value, items.allSatisfy({ $0.scalar != nil }) {
                    request.arguments = items.compactMap { $0.scalar?.string }
                    // A program receives its arguments as C strings: a NUL would end one early.
                    if request.arguments.contains(where: { $0.contains("\u{0}") }) {
                        problems.append(
                            Problem(
                                line: line(value),
                                message: "an argument contains a NUL byte, which no program can receive",
                                hint: "a program's arguments end at their first NUL; give such bytes on 'stdin' instead"
                            ))
                    }
                } else {
                    problems.append(
                        Problem(
                            line: line(value), message: "'arguments' must be a list",
                            hint: "for example 'arguments: [--name, Ada]'"))
                }
            case "stdin":
                if let text = value.scalar?.string {
                    request.stdin = text
                } else {
                    problems.append(
                        Problem(
                            line: line(value), message: "'stdin' must be text",
                            hint: "use a block: 'stdin: |' followed by indented lines"))
                }
            case "expect":
                if let text = value.scalar?.string, let expectation = Expectation(rawValue: text) {
                    request.expect = expectation
                } else {
                    problems.append(
                        Problem(
                            line: line(value), message: "'expect' must be success, stderr or failure",
                            hint: "failure: the example is meant to exit non-zero or crash"))
                }
            case "timeout":
                if let seconds = value.float, seconds > 0, seconds <= 600 {
                    request.timeout = seconds
                } else {
                    problems.append(
                        Problem(
                            line: line(value), message: "'timeout' must be more than 0 and at most 600 seconds",
                            hint: "for example 'timeout: 10'"))
                }
            default:
                problems.append(
                    Problem(
                        line: line(key), message: "unknown output option '\(key.string ?? "")'",
                        hint: "the options are \(keys.joined(separator: ", "))"))
            }
        }
        return problems.isEmpty ? .success(request) : .failure(ProblemList(problems))
    }

    /// libyaml can report an error at the position after the last line; keep every error on a
    /// line of the fence, where the author can see it.
    private static func clamped(_ problems: [Problem], to options: String) -> [Problem] {
        let lines = options.split(separator: "\n", omittingEmptySubsequences: false).count
        return problems.map {
            var problem = $0
            problem.line = min(max(problem.line, 1), lines)
            return problem
        }
    }
}
