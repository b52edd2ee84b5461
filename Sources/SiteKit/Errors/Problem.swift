/// A mistake in a piece of a file whose place in the file the code that finds it does not
/// know: a fence's options or reference, or the snippet markers of an example's file. The
/// stage that read the piece makes it a `Diagnostic` at the file and line.
struct Problem: Error, Equatable, Sendable {
    /// The line of the piece the mistake is on. In a fence, 1 is the first line after the
    /// opening fence and 0 the opening fence itself (its reference); in a file, the file's
    /// 1-based line.
    var line = 0
    /// The 1-based column on that line, when known.
    var column: Int?
    var message: String
    /// What the author can do about it.
    var hint: String?
}

/// Several problems found in one piece of input, reported together.
struct ProblemList: Error, Equatable, Sendable {
    var problems: [Problem]

    init(_ problems: [Problem]) {
        self.problems = problems
    }
}
