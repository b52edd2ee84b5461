struct Trail {
    let name: String
    let kilometres: Int
    let climb: Int
}

protocol Page {
    func render() -> String
}

// snippet.generic
/// The format is a generic parameter: part of the page's type, fixed when
/// the code is compiled.
struct TrailSummary<Format: TextFormat>: Page {
    let trail: Trail
    let format: Format

    func render() -> String {
        [
            format.heading(trail.name),
            format.item("\(trail.kilometres) km, \(trail.climb) m of climbing", emphasised: false),
        ].joined(separator: "\n")
    }
}
// snippet.end

// snippet.use
let ridge = Trail(name: "Ridge Loop", kilometres: 14, climb: 820)
let markdown = TrailSummary(trail: ridge, format: MarkdownFormat())
let spoken = TrailSummary(trail: ridge, format: SpokenFormat())

print("\(type(of: markdown)):\n\(markdown.render())")
print("\(type(of: spoken)):\n\(spoken.render())")
print("Same type: \(type(of: markdown) == type(of: spoken))")
// snippet.end
