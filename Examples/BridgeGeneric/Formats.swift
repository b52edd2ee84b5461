/// The implementor: the few primitive operations every output format offers.
/// It knows nothing about trails or packing lists.
protocol TextFormat {
    func heading(_ text: String) -> String
    func item(_ text: String, emphasised: Bool) -> String
}

/// Plain text for a notification: no markup, so emphasis is capitals.
struct PlainTextFormat: TextFormat {
    func heading(_ text: String) -> String { "== \(text) ==" }
    func item(_ text: String, emphasised: Bool) -> String {
        emphasised ? "- \(text.uppercased())" : "- \(text)"
    }
}

/// Markdown for sharing in a chat.
struct MarkdownFormat: TextFormat {
    func heading(_ text: String) -> String { "## \(text)" }
    func item(_ text: String, emphasised: Bool) -> String {
        emphasised ? "- **\(text)**" : "- \(text)"
    }
}

/// Sentences for a voice assistant to read aloud.
struct SpokenFormat: TextFormat {
    func heading(_ text: String) -> String { "\(text)." }
    func item(_ text: String, emphasised: Bool) -> String {
        emphasised ? "Essential: \(text)." : "\(text)."
    }
}
