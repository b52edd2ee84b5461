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
