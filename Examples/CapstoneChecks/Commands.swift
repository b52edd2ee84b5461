// snippet.protocol
/// A parsed edit. Each kind knows its verb, builds itself from the words
/// after the verb, and changes a pack.
protocol PackCommand: Sendable {
    static var verb: String { get }
    static var usage: String { get }
    init(_ words: [String]) throws(UsageError)
    func apply(to pack: inout Pack) throws(PackError)
}

struct UsageError: Error, CustomStringConvertible {
    let description: String
}
// snippet.end

// snippet.commands
struct Add: PackCommand {
    static let verb = "add", usage = "add <item> <grams> [in <bag>]"
    let name: String, grams: Int, bag: String

    init(_ words: [String]) throws(UsageError) {
        guard words.count >= 2, let grams = Int(words[1]), grams > 0 else {
            throw UsageError(description: "usage: \(Self.usage)")
        }
        (name, self.grams) = (words[0], grams)
        bag = try Self.destination(words.dropFirst(2), after: "in")
    }

    func apply(to pack: inout Pack) throws(PackError) {
        try pack.put(.item(name, grams: grams), in: bag)
    }
}

struct NewBag: PackCommand {
    static let verb = "bag", usage = "bag <name> [in <bag>]"
    let name: String, bag: String

    init(_ words: [String]) throws(UsageError) {
        guard let name = words.first else { throw UsageError(description: "usage: \(Self.usage)") }
        self.name = name
        bag = try Self.destination(words.dropFirst(), after: "in")
    }

    func apply(to pack: inout Pack) throws(PackError) {
        try pack.put(.bag(name, []), in: bag)
    }
}

struct Remove: PackCommand {
    static let verb = "remove", usage = "remove <name>"
    let name: String

    init(_ words: [String]) throws(UsageError) {
        guard words.count == 1 else { throw UsageError(description: "usage: \(Self.usage)") }
        name = words[0]
    }

    func apply(to pack: inout Pack) throws(PackError) {
        _ = try pack.take(name)
    }
}

struct Move: PackCommand {
    static let verb = "move", usage = "move <name> [to <bag>]"
    let name: String, bag: String

    init(_ words: [String]) throws(UsageError) {
        guard let name = words.first else { throw UsageError(description: "usage: \(Self.usage)") }
        self.name = name
        bag = try Self.destination(words.dropFirst(), after: "to")
    }

    func apply(to pack: inout Pack) throws(PackError) {
        let gear = try pack.take(name)
        guard gear.name != bag, !gear.contains(bag) else { throw .intoItself(name) }
        try pack.put(gear, in: bag)
    }
}

extension PackCommand {
    /// Reads an optional "in <bag>" (or "to <bag>"); the top of the pack by default.
    static func destination(_ rest: ArraySlice<String>, after keyword: String) throws(UsageError) -> String {
        if rest.isEmpty { return "pack" }
        guard rest.count == 2, rest.first == keyword, let bag = rest.last else {
            throw UsageError(description: "usage: \(usage)")
        }
        return bag
    }
}
// snippet.end

// snippet.parser
/// What one line asks for: an edit, or something about the session itself.
enum Request {
    case edit(any PackCommand)
    case undo, redo, help, nothing
}

enum Parser {
    static let edits: [any PackCommand.Type] = [Add.self, NewBag.self, Move.self, Remove.self]

    /// The factory method: the only code that turns text into a concrete command type.
    static func request(from line: String) throws(UsageError) -> Request {
        let words = line.split(separator: " ").map(String.init)
        guard let verb = words.first else { return .nothing }
        switch verb {
        case "undo": return .undo
        case "redo": return .redo
        case "help": return .help
        default:
            guard let kind = edits.first(where: { $0.verb == verb }) else {
                let guess = edits.first { $0.verb.hasPrefix(verb) }.map { "; did you mean \($0.verb)?" }
                throw UsageError(description: "no command called \(verb)\(guess ?? "; try help")")
            }
            return .edit(try kind.init(Array(words.dropFirst())))
        }
    }

    static var help: String {
        (edits.map { $0.usage } + ["undo", "redo"]).joined(separator: "\n")
    }
}
// snippet.end
