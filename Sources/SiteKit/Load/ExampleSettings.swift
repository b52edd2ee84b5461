import Foundation

/// The compiler settings an example is built with, declared once by `// setting:` lines at the
/// top of its `main.swift` and honoured by `Package.swift` (so by `swift run <Example>`), by
/// the examples compiled on their own and by `compare` fences, which start from them:
///
///     // setting: language-mode 5
///     // setting: strict-concurrency complete
///     // setting: default-isolation MainActor
///     // setting: upcoming-feature NonisolatedNonsendingByDefault
///     // setting: optimize
///
/// Without any, an example is what a new package gives: Swift 6 mode, nonisolated by default,
/// a debug build.
struct ExampleSettings: Hashable, Sendable, Codable {
    enum Isolation: String, Hashable, Sendable, Codable {
        case mainActor = "MainActor"
        case nonisolated
    }

    var languageMode = 6
    var defaultIsolation = Isolation.nonisolated
    /// For Swift 5 mode only (Swift 6 mode is always complete): minimal, targeted or complete.
    var strictConcurrency: String?
    var upcomingFeatures: [String] = []
    var experimentalFeatures: [String] = []
    /// `-O`: what a release build does to the code.
    var optimized = false

    static let linePrefix = "// setting:"

    /// The keys a setting line can have, for the hint.
    static let keys = [
        "language-mode 5|6", "default-isolation MainActor|nonisolated", "strict-concurrency minimal|targeted|complete",
        "upcoming-feature Name", "experimental-feature Name", "optimize",
    ]

    /// The settings `main.swift` declares in its opening comment lines, or located problems.
    static func declared(in mainSource: String, path: String, features: CompilerFeatures?) -> (
        settings: ExampleSettings, problems: [Diagnostic]
    ) {
        var settings = ExampleSettings()
        var problems: [Diagnostic] = []
        // Only the opening comment lines are read, not every line of the program.
        for (index, line) in Self.openingLines(of: mainSource).enumerated() {
            guard line.hasPrefix("//") else { break }
            guard line.hasPrefix(linePrefix) else { continue }
            let value = line.dropFirst(linePrefix.count).trimmingWhitespace()
            let column = linePrefix.count + 2
            if let problem = settings.apply(value, features: features) {
                problems.append(
                    Diagnostic(
                        file: path, line: index + 1, column: column, message: problem.message, hint: problem.hint))
            }
        }
        return (settings, problems)
    }

    /// The lines of `source` up to the first that is not a comment, without their line breaks
    /// (`\n` or `\r\n`).
    static func openingLines(of source: String) -> [Substring] {
        var lines: [Substring] = []
        var rest = Substring(source)
        while !rest.isEmpty {
            let lineBreak = rest.utf8.firstIndex(of: UInt8(ascii: "\n")) ?? rest.endIndex
            var line = rest[..<lineBreak]
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            lines.append(line)
            guard line.hasPrefix("//"), lineBreak < rest.endIndex else { break }
            rest = rest[rest.utf8.index(after: lineBreak)...]
        }
        return lines
    }

    /// Applies one setting such as `default-isolation MainActor`; the problem if it is not one.
    mutating func apply(_ setting: String, features: CompilerFeatures?) -> Problem? {
        let words = setting.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let key = words.first else {
            return Problem(message: "the setting is empty", hint: "write one of: \(Self.keys.joined(separator: ", "))")
        }
        let value = words.count == 2 ? words[1] : nil
        switch (key, value, words.count) {
        case ("language-mode", "5"?, 2): languageMode = 5
        case ("language-mode", "6"?, 2): languageMode = 6
        case ("language-mode", let mode?, 2):
            return Problem(
                message: "language mode '\(mode)' is not one the examples can use",
                hint: "write 'language-mode 5' or 'language-mode 6'")
        case ("default-isolation", let isolation?, 2):
            guard let chosen = Isolation(rawValue: isolation) else {
                return Problem(
                    message: "'\(isolation)' is not a default isolation",
                    hint: "write 'default-isolation MainActor' or 'default-isolation nonisolated'")
            }
            defaultIsolation = chosen
        case ("strict-concurrency", let level?, 2):
            guard ["minimal", "targeted", "complete"].contains(level) else {
                return Problem(
                    message: "'\(level)' is not a strict-concurrency level", hint: "write minimal, targeted or complete"
                )
            }
            strictConcurrency = level
        case ("upcoming-feature", let name?, 2), ("experimental-feature", let name?, 2):
            let upcoming = key == "upcoming-feature"
            if let features, !(upcoming ? features.upcoming : features.experimental).contains(name) {
                let known = upcoming ? features.upcoming : features.experimental
                let close = NearestNames.to(name, in: known)
                return Problem(
                    message: "this toolchain has no \(upcoming ? "upcoming" : "experimental") feature '\(name)'",
                    hint: close.isEmpty
                        ? "'swiftc -print-supported-features' lists them"
                        : "did you mean \(close.joined(separator: ", "))?")
            }
            if upcoming {
                if !upcomingFeatures.contains(name) { upcomingFeatures.append(name) }
            } else if !experimentalFeatures.contains(name) {
                experimentalFeatures.append(name)
            }
        case ("optimize", nil, 1): optimized = true
        default:
            return Problem(
                message: "'\(setting)' is not a setting an example can have",
                hint: "write one of: \(Self.keys.joined(separator: ", "))")
        }
        if languageMode == 6, strictConcurrency != nil {
            return Problem(
                message: "strict-concurrency applies to Swift 5 mode only",
                hint: "Swift 6 mode is always complete; add 'language-mode 5' or remove this line")
        }
        return nil
    }

    /// The same settings as `swiftc` flags.
    var compilerFlags: [String] {
        var flags = ["-swift-version", "\(languageMode)"]
        if defaultIsolation == .mainActor { flags += ["-default-isolation", "MainActor"] }
        if let strictConcurrency { flags.append("-strict-concurrency=\(strictConcurrency)") }
        for feature in upcomingFeatures { flags += ["-enable-upcoming-feature", feature] }
        for feature in experimentalFeatures { flags += ["-enable-experimental-feature", feature] }
        if optimized { flags.append("-O") }
        return flags
    }

    /// The same settings as `SwiftSetting`s in a package manifest's source.
    var packageSettings: [String] {
        var settings: [String] = []
        if languageMode == 5 { settings.append(".swiftLanguageMode(.v5)") }
        if defaultIsolation == .mainActor { settings.append(".defaultIsolation(MainActor.self)") }
        if let strictConcurrency { settings.append(".unsafeFlags([\"-strict-concurrency=\(strictConcurrency)\"])") }
        settings += upcomingFeatures.map { ".enableUpcomingFeature(\"\($0)\")" }
        settings += experimentalFeatures.map { ".enableExperimentalFeature(\"\($0)\")" }
        if optimized { settings.append(".unsafeFlags([\"-O\"])") }
        return settings
    }

    /// The settings as a reader reads them: "Swift 6 mode · nonisolated by default · debug".
    var caption: String {
        var parts = ["Swift \(languageMode) mode"]
        if let strictConcurrency { parts.append("\(strictConcurrency) concurrency checking") }
        parts.append(defaultIsolation == .mainActor ? "main actor by default" : "nonisolated by default")
        parts += upcomingFeatures + experimentalFeatures.map { "\($0) (experimental)" }
        parts.append(optimized ? "optimized (-O)" : "debug")
        return parts.joined(separator: " · ")
    }
}

/// The feature names the toolchain knows (`swiftc -print-supported-features`), so a misspelt
/// feature is a located error rather than a flag the compiler quietly ignores.
struct CompilerFeatures: Sendable, Equatable {
    var upcoming: Set<String>
    var experimental: Set<String>

    /// Reads the JSON `swiftc -print-supported-features` prints; `nil` when it is not that.
    init?(json: String) {
        struct Listing: Decodable {
            struct Feature: Decodable { var name: String }
            struct Features: Decodable {
                var upcoming: [Feature]
                var experimental: [Feature]
            }
            var features: Features
        }
        guard let listing = try? JSONDecoder().decode(Listing.self, from: Data(json.utf8)) else { return nil }
        upcoming = Set(listing.features.upcoming.map(\.name))
        experimental = Set(listing.features.experimental.map(\.name))
    }

    init(upcoming: Set<String>, experimental: Set<String>) {
        self.upcoming = upcoming
        self.experimental = experimental
    }
}
