import Yams

extension RunRequest {
    static let keys = ["arguments", "stdin", "expect", "timeout"]

    /// Reads the options in an `output` fence's body (empty means the defaults), reporting
    /// every bad option at its line.
    static func parse(example: String, options: String) -> Result<RunRequest, ProblemList> {
        let body: FenceOptions.Body
        switch FenceOptions.read(options, hint: "the options are YAML") {
        case .success(let read): body = read
        case .failure(let problem): return .failure(ProblemList([problem]))
        }
        var request = RunRequest(example: example)
        switch body {
        case .empty:
            return .success(request)
        case .notKeyValue:
            return .failure(
                ProblemList([
                    Problem(
                        line: 1, message: "the output options must be 'key: value' lines",
                        hint: "use \(keys.joined(separator: ", ")); or leave the block empty")
                ]))
        case .options(let options):
            let problems = options.compactMap { request.apply($0) }
            return problems.isEmpty ? .success(request) : .failure(ProblemList(problems))
        }
    }

    /// Takes one option, or says why it cannot.
    private mutating func apply(_ option: FenceOptions.Option) -> Problem? {
        let value = option.value
        switch option.key {
        case "arguments":
            guard case .sequence(let items) = value, items.allSatisfy({ $0.scalar != nil }) else {
                return option.problem(
                    "'arguments' must be a list", hint: "for example 'arguments: [--name, Ada]'")
            }
            arguments = items.compactMap { $0.scalar?.string }
            // A program receives its arguments as C strings: a NUL would end one early.
            guard !arguments.contains(where: { $0.contains("\u{0}") }) else {
                return option.problem(
                    "an argument contains a NUL byte, which no program can receive",
                    hint: "a program's arguments end at their first NUL; give such bytes on 'stdin' instead")
            }
        case "stdin":
            guard let text = option.scalar else {
                return option.problem(
                    "'stdin' must be text",
                    hint: "use a block: 'stdin: |' followed by indented lines")
            }
            stdin = text
        case "expect":
            guard let text = option.scalar, let expectation = Expectation(rawValue: text) else {
                return option.problem(
                    "'expect' must be success, stderr or failure",
                    hint: "failure: the example is meant to exit non-zero or crash")
            }
            expect = expectation
        case "timeout":
            guard let seconds = value.float, seconds > 0, seconds <= 600 else {
                return option.problem(
                    "'timeout' must be more than 0 and at most 600 seconds",
                    hint: "for example 'timeout: 10'")
            }
            timeout = seconds
        default:
            return Problem(
                line: option.line, message: "unknown output option '\(option.key)'",
                hint: "the options are \(Self.keys.joined(separator: ", "))")
        }
        return nil
    }
}
