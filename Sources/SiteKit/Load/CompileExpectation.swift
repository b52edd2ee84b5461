/// What an example that is not meant to build cleanly expects of the compiler, declared by
/// the first line of its `main.swift`: `// expect: compile-error` (it must not compile) or
/// `// expect: compile-warning` (it compiles, with warnings). Such an example is left out of
/// the package's build (`Package.swift` reads the same line) and compiled on its own, and
/// what the compiler said is shown under its code.
enum CompileExpectation: String, Sendable, Equatable, Codable, CaseIterable {
    case error = "compile-error"
    case warning = "compile-warning"

    static let prefix = "// expect:"

    /// The expectation declared by `mainSource`'s first line: `nil` for an ordinary example,
    /// or the located problem with an unknown value.
    static func declared(in mainSource: String, path: String) -> Result<CompileExpectation?, Diagnostic> {
        let firstLine = mainSource.prefix { $0 != "\n" && $0 != "\r" }
        guard firstLine.hasPrefix(prefix) else { return .success(nil) }
        let value = firstLine.dropFirst(prefix.count).trimmingWhitespace()
        if let expectation = CompileExpectation(rawValue: value) { return .success(expectation) }
        let valueColumn = prefix.count + 1 + firstLine.dropFirst(prefix.count).prefix { $0 == " " }.count
        return .failure(
            Diagnostic(
                file: path, line: 1, column: valueColumn,
                message: "'\(value)' is not something an example can expect of the compiler",
                hint:
                    "write '// expect: compile-error' (it must not compile) or '// expect: compile-warning' (it compiles with warnings)"
            ))
    }
}
