// TemplateProtocol's outline, as shown above, with the two mix-ins this program uses.

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

/// Sources and outputs supply different steps, and a type mixes one of each.
protocol OrgSource: Exporter {}
extension OrgSource {
    func read() -> String { "Reading Org outline" }
    func convert() -> String { "Converting Org headlines" }
}

protocol EPUBOutput: Exporter {}
extension EPUBOutput {
    func write() -> String { "Writing EPUB chapters" }
}
