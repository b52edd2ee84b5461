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

struct OrgToEPUB: OrgSource, EPUBOutput {
    func compress() -> String { "Zipping with deflate" }   // replaces the default
}
// snippet.end

// snippet.run
print("MarkdownToPDF, all defaults:")
MarkdownToPDF().export()
// snippet.end
