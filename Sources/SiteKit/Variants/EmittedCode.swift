import Foundation

/// The SIL `swiftc -O -emit-sil` printed, cut into functions by the comment the compiler
/// writes above each (`// specialized totalArea<A>(_:)`), so a page shows the functions it
/// names and nothing else.
struct EmittedCode: Sendable {
    struct Function: Sendable {
        /// The comment's name, such as `specialized totalArea<A>(_:)`.
        var name: String
        var text: String
    }

    let functions: [Function]

    /// `hiding`: folders whose paths must not reach a page, in case the SIL names one.
    init(sil: String, hiding folders: [String]) {
        var functions: [Function] = []
        var comments: [Substring] = []
        var body: [Substring]?
        for line in sil.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = body {
                lines.append(line)
                if line.hasPrefix("} // end sil function") {
                    var text = lines.joined(separator: "\n")
                    for folder in folders { text = text.replacingOccurrences(of: folder + "/", with: "") }
                    let name = comments.first.map { String($0.dropFirst(3)) } ?? ""
                    functions.append(Function(name: name, text: text))
                    body = nil
                    comments = []
                } else {
                    body = lines
                }
            } else if line.hasPrefix("// ") {
                comments.append(line)
            } else if line.hasPrefix("sil "), line.hasSuffix("{") {
                body = comments + [line]
            } else {
                comments = []
            }
        }
        self.functions = functions
    }

    /// The names of the functions, for a hint.
    var functionNames: [String] { functions.map(\.name) }

    /// Every function whose name is one of `names` (or a specialization of one), in the
    /// order the compiler printed them; `nil` when some name matches none.
    func excerpt(functions names: [String], declarationsOnly: Bool = false) -> String? {
        var chosen: [Function] = []
        for name in names {
            let matching = functions.filter { Self.names($0.name, name) }
            guard !matching.isEmpty else { return nil }
            chosen += matching.filter { function in !chosen.contains { $0.name == function.name } }
        }
        let order = functions.map(\.name)
        return chosen.sorted { order.firstIndex(of: $0.name)! < order.firstIndex(of: $1.name)! }
            .map { declarationsOnly ? Self.declaration(of: $0.text) : $0.text }
            .joined(separator: declarationsOnly ? "\n" : "\n\n")
    }

    /// A function's comment lines and its `sil` line, without the body.
    static func declaration(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex { $0.hasPrefix("sil ") } ?? 0
        return lines[...end].joined(separator: "\n")
    }

    /// Whether the compiler's `comment` names the function `name`: `totalArea` is
    /// `totalArea<A>(_:)` and `specialized totalArea<A>(_:)`, not `totalAreaAny(_:)`.
    static func names(_ comment: String, _ name: String) -> Bool {
        var comment = Substring(comment)
        for prefix in ["specialized ", "merged "] where comment.hasPrefix(prefix) {
            comment = comment.dropFirst(prefix.count)
        }
        guard comment.hasPrefix(name) else { return false }
        let next = comment.dropFirst(name.count).first
        return next == nil || next == "(" || next == "<" || next == "."
    }
}
