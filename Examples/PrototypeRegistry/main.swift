// snippet.document
/// A document whose setup is expensive: here, laying out a long template.
final class Document {
    let kind: String
    private(set) var sections: [String]
    var title = "Untitled"

    init(kind: String, sectionCount: Int) {
        print("  (expensive setup: laying out \(sectionCount) sections for \(kind))")
        self.kind = kind
        sections = (1...sectionCount).map { "\(kind) section \($0)" }
    }

    private init(copying other: Document) {
        kind = other.kind
        sections = other.sections           // an array of Strings: a cheap value copy
        title = other.title
    }

    func clone() -> Document { Document(copying: self) }
}
// snippet.end

// snippet.registry
/// Prototypes registered under a name; callers ask by name and get a fresh copy.
struct DocumentRegistry {
    private var prototypes: [String: Document] = [:]

    mutating func register(_ prototype: Document, as name: String) {
        prototypes[name] = prototype
    }

    func make(_ name: String) -> Document? {
        prototypes[name]?.clone()
    }

    var names: [String] { prototypes.keys.sorted() }
}
// snippet.end

// snippet.use
print("Registering prototypes:")
var registry = DocumentRegistry()
registry.register(Document(kind: "invoice", sectionCount: 40), as: "invoice")
registry.register(Document(kind: "report", sectionCount: 120), as: "report")
print("Known kinds: \(registry.names)")

print("Making documents:")
for (kind, title) in [("invoice", "March"), ("invoice", "April"), ("report", "Q1")] {
    if let document = registry.make(kind) {
        document.title = title
        let sections = document.sections.count
        print("  \(document.kind) '\(document.title)' with \(sections) sections")
    }
}
if registry.make("memo") == nil {
    print("  memo: no prototype registered, nothing made")
}
print("The invoice prototype is still titled \(registry.make("invoice")!.title)")
// snippet.end
