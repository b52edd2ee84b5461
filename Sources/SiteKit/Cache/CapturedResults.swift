import Foundation
import Synchronization

/// What every run printed, and what the compiler said of every example that must not compile,
/// published with the site as `Site/captured.json` under keys made only of what the result
/// depends on: the example's sources, what the chapter asks of the run, and the toolchain's
/// `swift --version`.
///
/// A fresh clone whose example sources are exactly those the committed site came from thus
/// has every result already, and its first `swift run site` compiles and runs nothing, as
/// Quarto's committed `_freeze/` folder does for notebooks. Only a build with a cache reads it
/// (`swift run site`, the preview); `site check`, which CI runs, never does: it compiles and
/// runs everything, and fails if this file differs from what the programs printed.
struct CapturedResults: Sendable {
    /// Where it is written, under `Site/`.
    static let path = "captured.json"
    /// Changed by hand when how examples are run or compiled changes what they print.
    static let version = "captured 2"

    /// `swift --version`, which every key includes.
    let toolchain: String
    /// The file's contents, read when first asked for: a build whose cache already holds
    /// every result (every save of the preview) never decodes it.
    private let contents: Contents
    private var file: File { contents.file }

    struct File: Codable, Sendable {
        var runs: [String: RecordedRun] = [:]
        var diagnostics: [String: RecordedRun] = [:]
        /// Source hashes of the examples a successful build compiled.
        var compiled: [String] = []
        /// What `compare` and `emitted` fences compiled (absent from an older file).
        var variants: [String: VariantResult]?
    }

    /// Results of none.
    init(toolchain: String) {
        self.init(toolchain: toolchain, path: nil)
    }

    private init(toolchain: String, path: String?) {
        self.toolchain = toolchain
        contents = Contents(path: path)
    }

    /// The results `Site/captured.json` holds for this toolchain; none when it is missing or
    /// unreadable.
    static func load(site: URL, toolchain: String) -> CapturedResults {
        CapturedResults(toolchain: toolchain, path: site.appendingPathComponent(path).path)
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

    /// What every key of the file names: its format and the toolchain.
    var scope: KeyScope { KeyScope(prefix: "captured ", parts: [Self.version, toolchain]) }

    func runKey(_ request: RunRequest, sourceHash: String) -> String {
        RunExamplesStep.key(request, sourceHash: sourceHash, for: scope)
    }

    func diagnosticsKey(sourceHash: String) -> String {
        DiagnoseExamplesStep.key(sourceHash: sourceHash, for: scope)
    }

    func variantKey(_ request: VariantRequest, sourceHash: String) -> String {
        CompileVariantsStep.key(request, sourceHash: sourceHash, for: scope)
    }

    func variant(_ request: VariantRequest, sourceHash: String) -> VariantResult? {
        file.variants?[variantKey(request, sourceHash: sourceHash)]
    }

    func result(of request: RunRequest, sourceHash: String) -> RunResult? {
        file.runs[runKey(request, sourceHash: sourceHash)]?.result
    }

    func diagnostics(sourceHash: String) -> CompilerDiagnostics? {
        file.diagnostics[diagnosticsKey(sourceHash: sourceHash)].flatMap(CompilerDiagnostics.init(cached:))
    }

    /// Whether a build compiled every one of these example sources.
    func compiled(_ sourceHashes: [String]) -> Bool {
        let known = Set(file.compiled)
        return sourceHashes.allSatisfy(known.contains)
    }

    /// The file of a build that ran `results`, found `diagnostics` and compiled the examples
    /// with `compiled` source hashes, as sorted, indented JSON: one line per field, so a
    /// changed result is a small diff.
    func json(
        results: [RunRequest: RunResult], diagnostics: [String: CompilerDiagnostics],
        variants: [VariantRequest: VariantResult] = [:], sourceHashes: [String: String], compiled: [String]
    ) -> Data {
        var file = File(compiled: Array(Set(compiled)).sorted())
        if !variants.isEmpty {
            file.variants = [:]
            for (request, result) in variants where !["interrupted", "notStarted"].contains(result.run?.termination) {
                file.variants?[variantKey(request, sourceHash: sourceHashes[request.example] ?? "")] = result
            }
        }
        for (request, result) in results where result.isTheProgramsResult {
            file.runs[runKey(request, sourceHash: sourceHashes[request.example] ?? "")] = RecordedRun(result)
        }
        for (name, said) in diagnostics {
            // In source order, as pages show it: the compiler's own order is not stable.
            let shown = RunResult(stdout: "", stderr: said.shownText, termination: .exited(said.failed ? 1 : 0))
            file.diagnostics[diagnosticsKey(sourceHash: sourceHashes[name] ?? "")] = RecordedRun(shown)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return ((try? encoder.encode(file)) ?? Data()) + Data("\n".utf8)
    }
}
