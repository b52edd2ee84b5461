// snippet.format
/// The implementor as a value: one closure per primitive operation.
struct TextFormat: Sendable {
    let heading: @Sendable (_ text: String) -> String
    let item: @Sendable (_ text: String, _ emphasised: Bool) -> String
}

/// A format the app ships with is a constant, not a type.
extension TextFormat {
    static let markdown = TextFormat(
        heading: { "## \($0)" },
        item: { text, emphasised in emphasised ? "- **\(text)**" : "- \(text)" })
}
// snippet.end

// snippet.page
struct PackingList {
    let essentials: [String]
    let extras: [String]
    let format: TextFormat

    func render() -> String {
        ([format.heading("Packing list")]
            + essentials.map { format.item($0, true) }
            + extras.map { format.item($0, false) })
            .joined(separator: "\n")
    }
}
// snippet.end

// snippet.main
let essentials = ["Water", "Rain jacket"]
let extras = ["Camera"]

print(PackingList(essentials: essentials, extras: extras, format: .markdown).render())

// A one-off format for a watch's small screen, written where it is used.
let watch = TextFormat(
    heading: { $0.uppercased() },
    item: { text, emphasised in emphasised ? "! \(text)" : "  \(text)" })
print(PackingList(essentials: essentials, extras: extras, format: watch).render())
// snippet.end
