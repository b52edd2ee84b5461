protocol TextFormat {
    func heading(_ text: String) -> String
}

struct MarkdownFormat: TextFormat {
    func heading(_ text: String) -> String { "## \(text)" }
}

struct Trail {
    let name: String
    let kilometres: Int
    let climb: Int
}

/// The same page, bridged to its format in the two ways.
struct GenericSummary<Format: TextFormat> {
    let trail: Trail
    let format: Format
}

struct ExistentialSummary {
    let trail: Trail
    let format: any TextFormat
}

let trail = MemoryLayout<Trail>.size
print("Trail alone: \(trail) bytes")
print("GenericSummary<MarkdownFormat>: \(MemoryLayout<GenericSummary<MarkdownFormat>>.size) bytes")
print("ExistentialSummary: \(MemoryLayout<ExistentialSummary>.size) bytes")
print("any TextFormat: \(MemoryLayout<any TextFormat>.size) bytes")
