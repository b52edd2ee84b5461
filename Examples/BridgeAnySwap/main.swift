protocol TextFormat {
    func heading(_ text: String) -> String
}

struct MarkdownFormat: TextFormat {
    func heading(_ text: String) -> String { "## \(text)" }
}

struct SpokenFormat: TextFormat {
    func heading(_ text: String) -> String { "\(text)." }
}

struct TrailSummary {
    let name: String
    var format: any TextFormat
}

var summary = TrailSummary(name: "Ridge Loop", format: MarkdownFormat())
print(summary.format.heading(summary.name))
// The user switches the app to reading pages aloud.
summary.format = SpokenFormat()
print(summary.format.heading(summary.name))
