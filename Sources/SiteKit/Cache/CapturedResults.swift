import Foundation
import Synchronization

/// What every run printed, and what the compiler said of every example that must not compile,
/// published with the site as `Site/captured.json` under keys made only of what the result
/// depends on: the example's sources, what the chapter asks of the run, and the toolchain's
/// `swift --version` (`SiteCache.key`).
///
/// A fresh clone whose example sources are exactly those the committed site came from thus
/// has every result already, and its first `swift run site` compiles and runs nothing, as
/// Quarto's committed `_freeze/` folder does for notebooks. It is the cache's last layer
/// (`SiteCache`), read by `swift run site` and the preview; `site check`, which CI runs, never reads it: it compiles and
/// runs everything, and fails if this file differs from what the programs printed.
struct CapturedResults: Sendable {
    /// Where it is written, under `Site/`.
    static let path = "captured.json"
    /// Changed by hand when how examples are run or compiled changes what they print; in
    /// every key of what the examples gave (`SiteCache.key`).
    static let version = "captured 3"

    /// The file's contents, read when first asked for: a build whose cache already holds
    /// every result (every save of the preview) never decodes it.
    private let contents: Contents
    private var file: File { contents.file }

    struct File: Codable, Sendable {
        var runs: [String: RecordedRun] = [:]
        var diagnostics: [String: RecordedRun] = [:]
        /// Source hashes of the examples a successful build compiled.
        var compiled: [String] = []
        /// What `compare` and `emitted` fences compiled.
        var variants: [String: VariantResult] = [:]
    }

    /// The results of the file at `file`; none when it is missing or unreadable, or without one.
    init(file: URL? = nil) {
        contents = Contents(path: file?.path)
    }

    /// The file at `path`, decoded once, on first use.
    private final class Contents: Sendable {
        private let path: String?
        private let decoded = Mutex<File?>(nil)

        init(path: String?) { self.path = path }

        var file: File {
            decoded.withLock { decoded in
                if let decoded { return decoded }
                let file =
                    path.flatMap { FileManager.default.contents(atPath: $0) }
                    .flatMap { try? JSONDecoder().decode(File.self, from: $0) } ?? File()
                decoded = file
                return file
            }
        }
    }

    func run(key: String) -> RunResult? { file.runs[key]?.result }

    func diagnostics(key: String) -> CompilerDiagnostics? {
        file.diagnostics[key].flatMap(CompilerDiagnostics.init(cached:))
    }

    func variant(key: String) -> VariantResult? { file.variants[key] }

    /// Whether a build compiled every one of these example sources.
    func compiled(_ sourceHashes: [String]) -> Bool {
        let known = Set(file.compiled)
        return sourceHashes.allSatisfy(known.contains)
    }

    /// The file of a build that ran `runs`, found `diagnostics`, compiled `variants` (each by
    /// its key) and compiled the examples with `compiled` source hashes, as sorted, indented
    /// JSON: one line per field, so a changed result is a small diff.
    static func json(
        runs: [String: RecordedRun], diagnostics: [String: CompilerDiagnostics], variants: [String: VariantResult],
        compiled: [String]
    ) -> Data {
        var file = File(compiled: Array(Set(compiled)).sorted())
        file.variants = variants.filter { !["interrupted", "notStarted"].contains($0.value.run?.termination) }
        file.runs = runs
        // In source order, as pages show it: the compiler's own order is not stable.
        file.diagnostics = diagnostics.mapValues {
            RecordedRun(RunResult(stdout: "", stderr: $0.shownText, termination: .exited($0.failed ? 1 : 0)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return ((try? encoder.encode(file)) ?? Data()) + Data("\n".utf8)
    }
}
