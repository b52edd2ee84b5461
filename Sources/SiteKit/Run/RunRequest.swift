/// How a chapter asks for an example to be run: the body of an `output` fence (read by
/// `RunRequest.parse`, with the other fences), and the identity of a run.
struct RunRequest: Hashable, Sendable, Codable {
    /// What the chapter expects of the run; anything else stops the build.
    enum Expectation: String, Hashable, Sendable, Codable, CaseIterable {
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
}
