import Foundation
import Synchronization

/// The live preview's shortcut for a saved example: it is compiled on its own with `swiftc`
/// and the flags SwiftPM's debug build gives every example target, instead of a `swift build`
/// that first plans all of the package's three hundred targets again, which takes far longer
/// than compiling and linking the one example.
///
/// Only `site serve` uses it, and only while the last `swift build` built every other example
/// from the sources it still has and the package's targets are the same; `swift run site` and
/// `site check` always build with SwiftPM.
struct ChangedExampleCompiler: Sendable {
    let project: ProjectLayout
    /// The `swift` the examples are built with; `swiftc` is taken from the same toolchain.
    let swift: String
    /// What this preview compiled, by example name, under the hash of the sources compiled.
    let compiled: Compiled

    /// The examples compiled so far, and the hash of the sources of each.
    final class Compiled: Sendable {
        let hashes = Mutex<[String: String]>([:])
    }

    /// At most this many changed examples are compiled one by one; more (a checkout, a
    /// search and replace) go to SwiftPM, which compiles them in parallel.
    static let limit = 4

    /// Where the binaries go, with a link to SwiftPM's binary for every other example run.
    var folder: URL { project.scratch.appendingPathComponent("preview-binaries") }

    /// The folder of binaries for `runs`, with every example in `changed` (whose sources
    /// differ from the last `swift build`'s) compiled here and every other example's binary
    /// linked from `built`, SwiftPM's folder; and the examples compiled now (the others in
    /// `changed` were compiled by an earlier build from the same sources).
    func binaries(
        changed: [String], runs: [RunRequest], built: URL, loaded: LoadedProject, sourceHashes: [String: String]
    ) async throws(BuildFailure) -> (folder: URL, compiled: [String]) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BuildFailure(error, writing: "the preview's binaries")
        }
        let stale = changed.filter { name in
            compiled.hashes.withLock { $0[name] } != sourceHashes[name]
                || !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent(name).path)
        }
        let outcomes = await stale.concurrentMap { name in (name, await compile(name, loaded: loaded)) }
        var problems: [Diagnostic] = []
        for (name, outcome) in outcomes {
            switch outcome {
            case .success: compiled.hashes.withLock { $0[name] = sourceHashes[name] }
            case .failure(let failure):
                compiled.hashes.withLock { $0[name] = nil }
                problems += failure.diagnostics
            }
        }
        guard problems.isEmpty else { throw BuildFailure(problems) }
        // Every other example that runs keeps the binary SwiftPM built from the same sources.
        for name in Set(runs.map(\.example)).subtracting(changed) {
            let link = folder.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: link)
            try? FileManager.default.createSymbolicLink(
                at: link, withDestinationURL: built.appendingPathComponent(name))
        }
        return (folder, stale)
    }

    /// Compiles one example into `folder`, or returns its errors as `swift build` reports
    /// them.
    private func compile(_ name: String, loaded: LoadedProject) async -> Result<Void, BuildFailure> {
        guard let example = loaded.examples[name] else { return .success(()) }
        var environment = ExampleRunner.environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? environment["PATH"]
        let output = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: output)
        let result = await ProcessRunner(timeout: 300, output: .kept(upTo: 16 << 20), environment: environment)
            .run(
                ExampleDiagnoser.swiftc(besides: swift),
                Self.arguments(name: name, settings: example.settings, output: output.path)
                    + example.files.map { project.root.appendingPathComponent($0.path).path })
        guard result.termination == .exited(0) else {
            let builder = ExampleBuilder(project: project, swift: swift)
            return .failure(
                BuildFailure(
                    builder.diagnostics(
                        fromCompilerOutput: result.stdout + "\n" + result.stderr, usedBy: loaded.usages)))
        }
        return .success(())
    }

    /// What SwiftPM's debug build passes for an example target (see `.build/debug.yaml`),
    /// less what only its incremental build and index need, with diagnostics one per line.
    static func arguments(name: String, settings: ExampleSettings = ExampleSettings(), output: String) -> [String] {
        settings.compilerFlags + (settings.optimized ? [] : ["-Onone"]) + [
            "-module-name", name, "-package-name", "examples", "-g", "-enable-testing",
            "-DSWIFT_PACKAGE", "-DDEBUG", "-DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE", "-warnings-as-errors",
            "-diagnostic-style", "llvm", "-no-color-diagnostics", "-o", output,
        ]
    }
}
