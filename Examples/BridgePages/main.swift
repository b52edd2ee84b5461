struct Trail {
    let name: String
    let kilometres: Int
    let climb: Int
}

// snippet.pages
/// The abstraction: what the app asks of any page.
protocol Page {
    func render() -> String
}

/// Refined abstractions: each kind of page is written once and holds
/// whichever format it was given.
struct TrailSummary: Page {
    let trail: Trail
    let format: any TextFormat

    func render() -> String {
        [
            format.heading(trail.name),
            format.item("\(trail.kilometres) km, \(trail.climb) m of climbing", emphasised: false),
        ].joined(separator: "\n")
    }
}

struct PackingList: Page {
    let essentials: [String]
    let extras: [String]
    let format: any TextFormat

    func render() -> String {
        ([format.heading("Packing list")]
            + essentials.map { format.item($0, emphasised: true) }
            + extras.map { format.item($0, emphasised: false) })
            .joined(separator: "\n")
    }
}
// snippet.end

// snippet.main
let ridge = Trail(name: "Ridge Loop", kilometres: 14, climb: 820)
let essentials = ["Water", "Rain jacket"]
let extras = ["Camera"]

// Any page with any format, chosen while the program runs.
let formats: [any TextFormat] = [PlainTextFormat(), MarkdownFormat(), SpokenFormat()]
var pages: [any Page] = []
for format in formats {
    pages.append(TrailSummary(trail: ridge, format: format))
    pages.append(PackingList(essentials: essentials, extras: extras, format: format))
}
for page in pages {
    print(page.render())
}

let typeNames = Set(pages.map { "\(type(of: $0))" } + formats.map { "\(type(of: $0))" }).sorted()
print("\(pages.count) combinations needed \(typeNames.count) types:")
print(typeNames.joined(separator: ", "))
// snippet.end
