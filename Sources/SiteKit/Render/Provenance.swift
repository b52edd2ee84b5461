/// Where a captured block came from, said once per chapter and never typed: the toolchain, the
/// platform and the default settings, as in "Swift 6.3.1 · Linux x86_64 · Swift 6 mode ·
/// nonisolated by default · debug". Under a block goes only what differs from those defaults
/// ("Settings: Swift 5 mode · main actor by default"), so the line that stands out is the one
/// that says something.
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

    /// The whole caption for a block made with `settings`.
    func caption(_ settings: ExampleSettings) -> String {
        "\(toolchain) · \(platform) · \(settings.caption)"
    }

    /// The line under a captured block: the settings that differ from the defaults the
    /// chapter's line names, or nothing when none does.
    func html(_ settings: ExampleSettings) -> String {
        guard let differences = settings.differencesCaption else { return "" }
        return "<p class=\"provenance\">Settings: \(HTML.escape(differences))</p>"
    }

    /// The chapter's one line, at the top of a chapter that shows what a compiler or a
    /// program printed.
    var chapterHTML: String {
        "<p class=\"chapter-provenance\">Every output and compiler message on this page: "
            + "\(HTML.escape(caption(ExampleSettings()))). A block made otherwise says how under it.</p>\n"
    }
}

extension ExampleSettings {
    /// Only what differs from a new package's defaults (`ExampleSettings()`), in the words of
    /// `caption`: "Swift 5 mode · main actor by default"; `nil` when nothing does.
    var differencesCaption: String? {
        let defaults = ExampleSettings()
        var parts: [String] = []
        if languageMode != defaults.languageMode { parts.append("Swift \(languageMode) mode") }
        if let strictConcurrency { parts.append("\(strictConcurrency) concurrency checking") }
        if defaultIsolation != defaults.defaultIsolation {
            parts.append(defaultIsolation == .mainActor ? "main actor by default" : "nonisolated by default")
        }
        parts += upcomingFeatures + experimentalFeatures.map { "\($0) (experimental)" }
        if optimized { parts.append("optimized (-O)") }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}
