// One director, several builders: the same steps produce different representations.

// snippet.protocol
enum Paper: String { case a4 = "A4", letter = "Letter" }

/// The steps every print-settings builder understands. What each builds is its own business.
protocol PrintSettingsBuilder {
    associatedtype Product
    mutating func setDocument(_ name: String, pages: Int)
    mutating func setPaper(_ paper: Paper)
    mutating func setDoubleSided(_ on: Bool)
    mutating func setCopies(_ count: Int)
    func build() -> Product
}
// snippet.end

// snippet.director
/// The director: the office's standard meeting handout, as a fixed sequence of steps.
/// It knows the steps and their order, never what is being built.
func handout<Builder: PrintSettingsBuilder>(
    _ document: String, pages: Int, attendees: Int, using builder: Builder
) -> Builder.Product {
    var builder = builder
    builder.setDocument(document, pages: pages)
    builder.setPaper(.a4)
    builder.setDoubleSided(true)
    builder.setCopies(attendees + 1)                   // one spare
    return builder.build()
}
// snippet.end

// snippet.builders
/// Builds a command line for CUPS's `lp`.
struct CommandLineBuilder: PrintSettingsBuilder {
    private var document = ""
    private var options: [String] = []
    mutating func setDocument(_ name: String, pages: Int) { document = name }
    mutating func setPaper(_ paper: Paper) { options.append("-o media=\(paper.rawValue)") }
    mutating func setDoubleSided(_ on: Bool) {
        options.append("-o sides=" + (on ? "two-sided-long-edge" : "one-sided"))
    }
    mutating func setCopies(_ count: Int) { options.append("-n \(count)") }
    func build() -> String { (["lp"] + options + [document]).joined(separator: " ") }
}

/// Builds the number of sheets the job will take from the paper store.
struct SheetCountBuilder: PrintSettingsBuilder {
    private var pages = 0, copies = 1, doubleSided = false
    mutating func setDocument(_ name: String, pages: Int) { self.pages = pages }
    mutating func setPaper(_ paper: Paper) {}          // every size counts as a sheet
    mutating func setDoubleSided(_ on: Bool) { doubleSided = on }
    mutating func setCopies(_ count: Int) { copies = count }
    func build() -> Int { copies * (doubleSided ? (pages + 1) / 2 : pages) }
}

/// Builds the line shown in the print queue.
struct QueueLineBuilder: PrintSettingsBuilder {
    private var parts: [String] = []
    mutating func setDocument(_ name: String, pages: Int) { parts.append("\(name), \(pages) pp") }
    mutating func setPaper(_ paper: Paper) { parts.append(paper.rawValue) }
    mutating func setDoubleSided(_ on: Bool) { parts.append(on ? "duplex" : "simplex") }
    mutating func setCopies(_ count: Int) { parts.append("×\(count)") }
    func build() -> String { parts.joined(separator: " · ") }
}
// snippet.end

// snippet.run
print(handout("minutes.pdf", pages: 5, attendees: 12, using: CommandLineBuilder()))
print(handout("minutes.pdf", pages: 5, attendees: 12, using: SheetCountBuilder()), "sheets")
print(handout("minutes.pdf", pages: 5, attendees: 12, using: QueueLineBuilder()))
// snippet.end
