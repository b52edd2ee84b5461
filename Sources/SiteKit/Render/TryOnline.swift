import Foundation

/// A "Try it online" link: an example's `main.swift` as its page shows it whole (no snippet
/// markers, no `// setting:` lines, ending in a line break), opened in Compiler Explorer's
/// editor with an executor pinned to the release of the toolchain the site was built with and
/// given the example's `// setting:` lines as compiler options.
///
/// Why Compiler Explorer: its `/clientstate/<base64>` address carries the whole editor state
/// (the source, the compiler's id, its options, an executor that runs the program and shows
/// what the compiler said) in the link itself (`docs/API.md`, `lib/clientstate.ts` and
/// `lib/handlers/route-api.ts` of compiler-explorer/compiler-explorer), so the link is made at
/// build time from the file and cannot drift from the page. SwiftFiddle's `?c=` address
/// carries the code and a toolchain version too (gzip, base64, JSON: `Public/js/web_worker.js`
/// of SwiftFiddle/swiftfiddle-web), but not compiler options, which many examples need (their
/// `// setting:` lines). `docs/reading.md` says more.
///
/// Only examples that a bare `swiftc` can compile on Linux get one: one Swift file, no
/// modules, no `Resources` folder, and no import beyond what every Linux toolchain ships. One
/// that must not compile gets one too, which shows the compiler's refusal; its link carries the
/// file as it is, so that the lines the compiler cites are the lines its page numbers.
struct TryOnline: Sendable, Equatable, Codable {
    /// The link's address.
    var href: String
    /// What the link says: "Try it online (Swift 6.3, Compiler Explorer)".
    var label: String
    /// Says the release it runs and the one the site was built with, when they differ.
    var title: String

    /// Where the editor state goes: Compiler Explorer's route for an unstored state.
    static let base = "https://godbolt.org/clientstate/"
    static let service = "Compiler Explorer"

    /// Compiler Explorer's x86-64 Swift compilers, by release (its `swift.amazon.properties`
    /// names each `swift` + the release's digits: swift61, swift603, swift510). A toolchain
    /// gets the compiler of its own major.minor release, if there is one.
    static let compilers: [(release: String, id: String)] = [
        ("6.3", "swift63"), ("6.2", "swift62"), ("6.1", "swift61"), ("6.0", "swift603"),
    ]

    /// Modules every Swift toolchain for Linux has (Glibc for `fflush` and friends).
    static let linuxModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch", "Glibc",
        "Synchronization", "Observation", "RegexBuilder", "Distributed", "_Concurrency", "_StringProcessing",
    ]

    /// An unstored state lives in the address, and many servers and proxies refuse a request
    /// line much longer than 8 KB (a cautious cap: the service's sources name no limit), so a
    /// longer example gets no link rather than one that may fail.
    static let maximumLength = 8000

    /// The compiler id and the release it is for, for the toolchain `swift --version` printed
    /// ("Swift version 6.3.1 (swift-6.3.1-RELEASE)"); `nil` when the service has no compiler of
    /// the same major.minor release.
    static func compiler(forSwiftVersion swiftVersion: String) -> (release: String, id: String)? {
        let release = Provenance.release(in: swiftVersion)
        guard release.hasPrefix("Swift ") else { return nil }
        let parts = release.dropFirst("Swift ".count).split(separator: ".")
        guard parts.count >= 2, parts.prefix(2).allSatisfy({ Int($0) != nil }) else { return nil }
        let majorMinor = "\(parts[0]).\(parts[1])"
        return compilers.first { $0.release == majorMinor }
    }

    /// The link for `example`, or `nil` when it is not one a single `swiftc` on Linux builds and
    /// runs, or the toolchain has no compiler there.
    static func link(for example: Example, swiftVersion: String) -> TryOnline? {
        guard example.files.count == 1, example.modules.isEmpty,
            example.resourcesDigest == nil, let file = example.files.first, file.name == "main.swift",
            importsOnlyLinuxModules(file.text),
            let compiler = compiler(forSwiftVersion: swiftVersion)
        else { return nil }
        let refused = example.compileExpectation != nil
        let text = SnippetMap.withoutMarkers(file.text)
        let source = refused ? text + (text.hasSuffix("\n") ? "" : "\n") : SnippetMap.programText(file.text)
        let href = address(source: source, compilerID: compiler.id, options: example.settings.compilerFlags)
        guard href.utf8.count <= maximumLength else { return nil }
        let built = Provenance.release(in: swiftVersion)
        let pinned = "Swift \(compiler.release)"
        return TryOnline(
            href: href, label: "Try it online (\(pinned), \(service))",
            title: (refused ? "See the compiler refuse \(example.name)" : "Edit and run \(example.name)")
                + " on \(service) with \(pinned)"
                + (built == pinned ? "" : "; this page was built with \(built)"))
    }

    /// Whether every import outside an `#if canImport(…)` or `#if os(…)` block names a module
    /// Linux has.
    static func importsOnlyLinuxModules(_ text: String) -> Bool {
        var conditional = Set<Int>()
        var depth: [Bool] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("#if") {
                depth.append(trimmed.contains("canImport(") || trimmed.contains("os("))
            } else if trimmed.hasPrefix("#endif") {
                _ = depth.popLast()
            }
            if depth.contains(true) { conditional.insert(index + 1) }
        }
        return ExampleModule.imports(in: text).allSatisfy {
            conditional.contains($0.line) || linuxModules.contains($0.module)
        }
    }

    /// The editor state Compiler Explorer reads (`ClientState` in its `lib/clientstate.ts`):
    /// one Swift editor and one executor, which compiles with `options`, runs the program and
    /// shows the compiler's output too.
    struct State: Codable, Equatable {
        var sessions: [Session]

        struct Session: Codable, Equatable {
            var id = 1
            var language = "swift"
            var source: String
            var compilers: [Compiler] = []
            var executors: [Executor]
        }

        struct Compiler: Codable, Equatable {
            var id: String
            var options: String
            var libs: [String] = []
        }

        struct Executor: Codable, Equatable {
            var compiler: Compiler
            var arguments = ""
            var stdin = ""
            var compilerOutputVisible = true
        }
    }

    /// `https://godbolt.org/clientstate/` and the state as base64 JSON, percent-encoded as
    /// `encodeURIComponent` does (the service decodes the path segment, then the base64).
    static func address(source: String, compilerID: String, options: [String]) -> String {
        let compiler = State.Compiler(id: compilerID, options: options.joined(separator: " "))
        let state = State(sessions: [.init(source: source, executors: [.init(compiler: compiler)])])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and flags cannot fail.
        let json = (try? encoder.encode(state)) ?? Data()
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        let encoded = json.base64EncodedString().addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
        return base + encoded
    }

    /// The state a link carries, read back as the service reads it; `nil` if it is not one.
    static func state(in href: String) -> State? {
        guard href.hasPrefix(base), let base64 = String(href.dropFirst(base.count)).removingPercentEncoding,
            let json = Data(base64Encoded: base64)
        else { return nil }
        return try? JSONDecoder().decode(State.self, from: json)
    }
}
