// snippet.protocol
/// A document exporter's outline: the steps every export runs, in this order.
protocol Exporter {
    // Requirements: the steps a conforming type may replace.
    func read() -> String
    func convert() -> String
    func compress() -> String
    func write() -> String
}

extension Exporter {
    /// The template method, written once for every exporter.
    func export() {
        for step in [banner(), read(), convert(), compress(), write()] {
            print("  \(step)")
        }
    }

    // Defaults for requirements: conforming types may replace them.
    func compress() -> String { "No compression" }

    // NOT a requirement: it exists only in this extension.
    func banner() -> String { "Exporter kit 1.0" }
}
// snippet.end

// snippet.mixins
/// Sources and outputs supply different steps, and a type mixes one of each.
protocol MarkdownSource: Exporter {}
extension MarkdownSource {
    func read() -> String { "Reading Markdown" }
    func convert() -> String { "Converting Markdown blocks" }
}

protocol OrgSource: Exporter {}
extension OrgSource {
    func read() -> String { "Reading Org outline" }
    func convert() -> String { "Converting Org headlines" }
}

protocol PDFOutput: Exporter {}
extension PDFOutput {
    func write() -> String { "Writing PDF pages" }
}

protocol EPUBOutput: Exporter {}
extension EPUBOutput {
    func write() -> String { "Writing EPUB chapters" }
}

struct MarkdownToPDF: MarkdownSource, PDFOutput {}
// snippet.end

// snippet.trap
struct OrgToEPUB: OrgSource, EPUBOutput {
    func compress() -> String { "Zipping with deflate" }   // a requirement: used
    func banner() -> String { "Org exporter 2.1" }          // not a requirement: ignored
}
// snippet.end

// snippet.run
print("MarkdownToPDF, all defaults:")
MarkdownToPDF().export()

print("OrgToEPUB, two steps of its own:")
let orgExporter = OrgToEPUB()
orgExporter.export()

print("Asked directly, OrgToEPUB says: \(orgExporter.banner())")
let boxed: any Exporter = orgExporter
print("Through the protocol it says: \(boxed.banner())")
// snippet.end

// snippet.shadow
/// The outline is extension-only, so a conforming type can't override it, but it can
/// declare a method with the same name that hides it from callers who know the type.
struct QuickPDF: MarkdownSource, PDFOutput {
    func export() {
        print("  \(write())  (no reading, no converting)")
    }
}

func exportAll(_ exporters: [any Exporter]) {
    for exporter in exporters { exporter.export() }
}

print("QuickPDF, called on the concrete type:")
QuickPDF().export()
print("QuickPDF, called through the protocol:")
exportAll([QuickPDF()])
// snippet.end
