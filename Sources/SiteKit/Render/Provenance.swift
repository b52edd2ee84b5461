/// Where a captured block came from, said under it and never typed: the toolchain, the
/// platform and the example's settings, as in "Swift 6.3.1 · Linux x86_64 · Swift 6 mode ·
/// nonisolated by default · debug".
struct Provenance: Sendable, Equatable {
    /// "Swift 6.3.1", read from what `swift --version` printed.
    var toolchain: String
    var platform: String

    init(swiftVersion: String, platform: String = SystemInfo.platform) {
        toolchain = Self.release(in: swiftVersion)
        self.platform = platform
    }

    /// "Swift 6.3.1" from "Swift version 6.3.1 (swift-6.3.1-RELEASE)"; a development
    /// toolchain keeps its whole first line.
    static func release(in swiftVersion: String) -> String {
        let firstLine = swiftVersion.split(separator: "\n").first { $0.contains("Swift version") } ?? ""
        guard let range = firstLine.range(of: "Swift version ") else { return "Swift" }
        let version = firstLine[range.upperBound...].prefix { !$0.isWhitespace }
        return version.isEmpty ? "Swift" : "Swift \(version)"
    }

    /// The caption for a block made with `settings`.
    func caption(_ settings: ExampleSettings) -> String {
        "\(toolchain) · \(platform) · \(settings.caption)"
    }

    /// The caption's HTML, the last line of a captured block.
    func html(_ settings: ExampleSettings) -> String {
        "<p class=\"provenance\">\(HTML.escape(caption(settings)))</p>"
    }
}
