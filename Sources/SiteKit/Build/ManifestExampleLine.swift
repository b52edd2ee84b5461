import Foundation
import HotPaths

/// The line at the end of `Examples/Package.swift` that names the example targets' digest.
///
/// SwiftPM caches the evaluated manifest under a digest of its text, and the manifest finds the
/// examples by listing `Examples/`: after a folder is added, the cached evaluation lacks it, and
/// `swift run NewExample` in `Examples/` answers "no executable product". The build keeps this line current, so
/// that a folder added, removed or renamed changes the manifest's text and SwiftPM evaluates it
/// again. (A removed folder is harmless even before that: each target's path is `Examples` with
/// its folder as its only source, so a stale target has no sources rather than a missing path.)
/// A manifest without the line, like a test's, is left as it is.
struct ManifestExampleLine {
    static let prefix = "// Example targets (kept current by 'site'; SwiftPM re-reads this file when it changes): "

    let project: ProjectLayout

    var manifest: URL { project.examples.appendingPathComponent("Package.swift") }

    /// What the manifest makes of each example target: its name, and its settings, modules
    /// and resources when it has any. These are read by the manifest from the example's files,
    /// so a change to them must change the manifest's text too, or SwiftPM would build with
    /// the settings of its cached evaluation.
    /// The folders of examples compiled on their own are named too: every target's exclude
    /// list names them.
    static func entries(_ examples: [String: Example]) -> [String] {
        let alone = examples.values.filter { $0.compileExpectation != nil }.map { "\($0.name) compiled alone" }
        return alone
            + SiteGenerator.targets(examples).map { name in
                guard let example = examples[name] else { return name }
                var entry = name
                if example.settings != ExampleSettings() {
                    entry += " " + example.settings.compilerFlags.joined(separator: " ")
                }
                for module in example.modules { entry += " module \(module.name) \(module.imports)" }
                if example.resourcesDigest != nil { entry += " resources" }
                return entry
            }
    }

    /// The line for these targets.
    static func line(for targets: [String]) -> String {
        prefix + "\(targets.count), \(Digest.hex(targets.sorted().joined(separator: "\n")).prefix(16))"
    }

    /// The manifest's stamp line and its 1-based number, if it has one.
    func current() -> (line: String, number: Int)? {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = lines.firstIndex(where: { $0.hasPrefix(Self.prefix) }) else { return nil }
        return (String(lines[index]), index + 1)
    }

    /// Rewrites the stamp line when it does not match `targets`.
    func refresh(targets: [String]) throws(BuildFailure) {
        guard let stamp = current(), stamp.line != Self.line(for: targets),
            let text = try? String(contentsOf: manifest, encoding: .utf8)
        else { return }
        let updated = text.replacingOccurrences(of: stamp.line, with: Self.line(for: targets))
        do {
            try Data(updated.utf8).write(to: manifest, options: .atomic)
        } catch {
            throw BuildFailure([
                Diagnostic(
                    file: "Examples/Package.swift", line: stamp.number, column: 1,
                    message: "cannot update the example targets' line: \(FileWriter.reason(error))",
                    hint: "make Examples/Package.swift writable")
            ])
        }
    }

    /// A located problem when the stamp line does not match `targets`, for `site check`.
    func drift(targets: [String]) -> Diagnostic? {
        guard let stamp = current(), stamp.line != Self.line(for: targets) else { return nil }
        return Diagnostic(
            file: "Examples/Package.swift", line: stamp.number, column: 1,
            message: "the example targets' line is out of date (an example folder was added, removed or renamed)",
            hint: "run 'swift run site', which rewrites it, and commit Examples/Package.swift")
    }
}
