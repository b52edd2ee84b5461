// expect: compile-error
protocol TextFormat {
    func heading(_ text: String) -> String
}

struct MarkdownFormat: TextFormat {
    func heading(_ text: String) -> String { "## \(text)" }
}

struct SpokenFormat: TextFormat {
    func heading(_ text: String) -> String { "\(text)." }
}

struct TrailSummary<Format: TextFormat> {
    let name: String
    var format: Format
}

var summary = TrailSummary(name: "Ridge Loop", format: MarkdownFormat())
// The user switches the app to reading pages aloud.
summary.format = SpokenFormat()
print(summary.format.heading(summary.name))
