extension CompilerDiagnostics.Selection {
    static let optionsHint =
        "an example or diagnostics fence takes 'diagnostics: errors' (or 'none', on an example fence) and 'lines: N-M'"

    /// Reads the options an `example` or `diagnostics` fence's body may give:
    /// `diagnostics: all | errors` and `lines: N` or `lines: N-M`.
    static func parse(_ body: String) -> Result<Self, Problem> {
        FenceOptions.read(body, hint: optionsHint).flatMap { body in
            switch body {
            case .empty: return .success(Self())
            case .notKeyValue(let text, let line):
                return .failure(
                    Problem(line: line, message: "'\(text)' is not an option of this fence", hint: optionsHint))
            case .options(let options):
                var selection = Self()
                for option in options {
                    if let problem = selection.apply(option) { return .failure(problem) }
                }
                return .success(selection)
            }
        }
    }

    /// Takes one option, or says why it cannot.
    private mutating func apply(_ option: FenceOptions.Option) -> Problem? {
        let value = option.scalar ?? option.text
        switch option.key {
        case "diagnostics":
            switch value {
            case "all": errorsOnly = false
            case "errors": errorsOnly = true
            case "none": hidden = true
            default:
                return Problem(
                    line: option.line, message: "'\(value)' is not a choice of diagnostics",
                    hint: "write 'diagnostics: all' (the default), 'diagnostics: errors' or 'diagnostics: none'")
            }
        case "lines":
            let bounds = value.split(separator: "-").map { Int($0.trimmingWhitespace()) }
            guard (1...2).contains(bounds.count), let first = bounds.first ?? nil, let last = bounds.last ?? nil,
                first >= 1, first <= last
            else {
                return Problem(
                    line: option.line, message: "'\(value)' is not a range of lines",
                    hint: "write 'lines: 12' or 'lines: 4-9' (lines of the example's file)")
            }
            lines = first...last
        default:
            return Problem(
                line: option.line, message: "'\(option.key)' is not an option of this fence",
                hint: Self.optionsHint)
        }
        return nil
    }
}
