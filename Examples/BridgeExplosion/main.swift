// One type per combination of page and format.

struct Trail {
    let name: String
    let kilometres: Int
    let climb: Int
}

protocol Page {
    func render() -> String
}

struct PlainTrailSummary: Page {
    let trail: Trail
    func render() -> String {
        "== \(trail.name) ==\n- \(trail.kilometres) km, \(trail.climb) m of climbing"
    }
}

struct MarkdownTrailSummary: Page {
    let trail: Trail
    func render() -> String {
        "## \(trail.name)\n- \(trail.kilometres) km, \(trail.climb) m of climbing"
    }
}

struct SpokenTrailSummary: Page {
    let trail: Trail
    func render() -> String {
        "\(trail.name).\n\(trail.kilometres) km, \(trail.climb) m of climbing."
    }
}

struct PlainPackingList: Page {
    let essentials: [String]
    let extras: [String]
    func render() -> String {
        (["== Packing list =="] + essentials.map { "- \($0.uppercased())" } + extras.map { "- \($0)" })
            .joined(separator: "\n")
    }
}

struct MarkdownPackingList: Page {
    let essentials: [String]
    let extras: [String]
    func render() -> String {
        (["## Packing list"] + essentials.map { "- **\($0)**" } + extras.map { "- \($0)" })
            .joined(separator: "\n")
    }
}

struct SpokenPackingList: Page {
    let essentials: [String]
    let extras: [String]
    func render() -> String {
        (["Packing list."] + essentials.map { "Essential: \($0)." } + extras.map { "\($0)." })
            .joined(separator: "\n")
    }
}

let ridge = Trail(name: "Ridge Loop", kilometres: 14, climb: 820)
let essentials = ["Water", "Rain jacket"]
let extras = ["Camera"]

let pages: [any Page] = [
    PlainTrailSummary(trail: ridge), PlainPackingList(essentials: essentials, extras: extras),
    MarkdownTrailSummary(trail: ridge), MarkdownPackingList(essentials: essentials, extras: extras),
    SpokenTrailSummary(trail: ridge), SpokenPackingList(essentials: essentials, extras: extras),
]
for page in pages {
    print(page.render())
}

let typeNames = Set(pages.map { "\(type(of: $0))" }).sorted()
print("\(pages.count) combinations needed \(typeNames.count) types:")
print(typeNames.joined(separator: ", "))
