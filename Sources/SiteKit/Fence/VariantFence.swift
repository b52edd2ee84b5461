import Yams

/// A fence that compiles an example on its own under chosen settings, read from the chapter:
///
/// - `compare Name`: the same sources under two or more settings, side by side. Each line
///   of its body is a label and the settings that column adds to the example's own:
///
///       In a package: []
///       In an Xcode 26 app target: [default-isolation MainActor]
///
///   Each column shows what the compiler said and, where the program compiles, what it printed.
/// - `emitted Name`: the optimized SIL of named functions (every specialization of each):
///
///       functions: [totalArea]
///       show: declarations   # only each function's comment and `sil` line (default: whole)
struct VariantFence: Hashable, Sendable, Codable {
    enum Kind: Hashable, Sendable, Codable {
        /// Columns of labels and the settings each adds, in the fence's order.
        case compare([Column])
        /// The functions to show, whole or their declarations only.
        case emitted(functions: [String], declarationsOnly: Bool)
    }

    struct Column: Hashable, Sendable, Codable {
        var label: String
        var settings: [String]
        /// The line of the fence body it is on, for problems with its settings.
        var line: Int
    }

    var example: String
    var kind: Kind

    /// Reads a `compare` fence's body.
    static func compare(example: String, body: String) -> Result<VariantFence, Problem> {
        options(body, what: "compare").flatMap { options in
            var columns: [Column] = []
            for option in options {
                let (label, line) = (option.key, option.line)
                guard !label.trimmingWhitespace().isEmpty else {
                    return .failure(Problem(line: line, message: "a column has no label", hint: compareHint))
                }
                guard case .sequence(let items) = option.value, items.allSatisfy({ $0.string != nil }) else {
                    return .failure(
                        Problem(line: line, message: "'\(label)' must be given a list of settings", hint: compareHint))
                }
                guard !columns.contains(where: { $0.label == label }) else {
                    return .failure(Problem(line: line, message: "two columns are labelled '\(label)'"))
                }
                columns.append(Column(label: label, settings: items.compactMap(\.string), line: line))
            }
            guard columns.count >= 2 else {
                return .failure(Problem(line: 1, message: "a comparison needs at least two columns", hint: compareHint))
            }
            return .success(VariantFence(example: example, kind: .compare(columns)))
        }
    }

    static let compareHint =
        "write one 'Label: [settings]' line per column, such as 'In an app target: [default-isolation MainActor]'"

    /// Reads an `emitted` fence's body.
    static func emitted(example: String, body: String) -> Result<VariantFence, Problem> {
        options(body, what: "emitted").flatMap { options in
            var functions: [String] = []
            var declarationsOnly = false
            for option in options {
                let line = option.line
                switch option.key {
                case "functions":
                    guard case .sequence(let items) = option.value, !items.isEmpty,
                        items.allSatisfy({ $0.string != nil })
                    else {
                        return .failure(
                            Problem(
                                line: line, message: "'functions' must be a list of function names",
                                hint: "for example 'functions: [totalArea]'"))
                    }
                    functions = items.compactMap(\.string)
                case "show":
                    guard let show = option.value.string, show == "whole" || show == "declarations" else {
                        return .failure(Problem(line: line, message: "'show' must be whole or declarations"))
                    }
                    declarationsOnly = show == "declarations"
                default:
                    return .failure(
                        Problem(
                            line: line, message: "unknown emitted option '\(option.key)'",
                            hint: "the options are functions and show"))
                }
            }
            guard !functions.isEmpty else {
                return .failure(
                    Problem(
                        line: 1, message: "the fence names no function to show",
                        hint: "write 'functions: [name]' in its body"))
            }
            return .success(
                VariantFence(example: example, kind: .emitted(functions: functions, declarationsOnly: declarationsOnly))
            )
        }
    }

    /// The body's options; an empty body is not `key: value` lines either, since both kinds
    /// need some.
    private static func options(_ body: String, what: String) -> Result<[FenceOptions.Option], Problem> {
        FenceOptions.read(body, hint: "the body is YAML").flatMap { read in
            guard case .options(let options) = read else {
                return .failure(
                    Problem(
                        line: 1, message: "the \(what) fence's body must be 'key: value' lines",
                        hint: what == "compare" ? compareHint : "write 'functions: [name]'"))
            }
            return .success(options)
        }
    }

    /// The compilations this fence needs, with the example's own settings under each
    /// column's; the problems of settings that are not settings, on their fence lines.
    func requests(for example: Example, features: CompilerFeatures?) -> Result<[VariantRequest], ProblemList> {
        switch kind {
        case .emitted(let functions, let declarationsOnly):
            var settings = example.settings
            settings.optimized = true
            return .success([
                VariantRequest(
                    example: example.name, label: "", settings: settings,
                    purpose: .emit(functions: functions, declarationsOnly: declarationsOnly))
            ])
        case .compare(let columns):
            var requests: [VariantRequest] = []
            var problems: [Problem] = []
            for column in columns {
                var settings = example.settings
                for setting in column.settings {
                    if var problem = settings.apply(setting, features: features) {
                        problem.line = column.line
                        problems.append(problem)
                    }
                }
                requests.append(
                    VariantRequest(example: example.name, label: column.label, settings: settings, purpose: .run))
            }
            return problems.isEmpty ? .success(requests) : .failure(ProblemList(problems))
        }
    }
}
