import Foundation

/// Compiles the examples with one `swift build` and reports each compiler error against the
/// example file it is in, naming the chapters that show that example.
struct ExampleBuilder: Sendable {
    let project: ProjectLayout
    /// The `swift` executable; the toolchain's, from `PATH` (`ProcessRunner.find`), by default.
    var swift: String

    init(project: ProjectLayout, swift: String = "swift") {
        self.project = project
        self.swift = swift
    }

    /// Builds every product of the examples' package (`Examples/Package.swift`) and returns the
    /// folder holding the binaries. One invocation: SwiftPM plans once and compiles examples in parallel.
    /// (`--target` would skip linking, and `--product` takes only one product.)
    ///
    /// SwiftPM caches the evaluated manifest by its text, so after an example folder is
    /// added its cached plan can lack it (and after one is removed and added back, still hold
    /// its old binary). The build first trusts the caches: evaluating the manifest and
    /// planning are most of a build with nothing to compile. If that fails, or the plan it
    /// used does not build every example, it builds again with both caches off, and reports
    /// what that says.
    ///
    /// - Parameters:
    ///   - examples: every example of the project.
    ///   - usedBy: for each example, where chapters use it, to name them in errors.
    func build(_ examples: [String], usedBy: [String: [String]]) async throws(BuildFailure) -> URL {
        // The binaries' folder does not depend on the plan; ask for it at the same time.
        async let binaryFolder = binaryDirectory()
        let quick = await runSwift(["build"])
        let binaryDirectory = try await binaryFolder.get()
        if quick.termination == .exited(0), planBuilds(examples) { return binaryDirectory }
        let build = await runSwift(["build"] + Self.freshPlan)
        guard build.termination == .exited(0) else {
            var diagnostics = diagnostics(fromCompilerOutput: build.stdout + "\n" + build.stderr, usedBy: usedBy)
            // SwiftPM stops at the first target that fails. Build the other examples that
            // changed since they were last built on their own, so every error shows at once.
            let reported = Set(diagnostics.compactMap { Self.exampleName(inPath: $0.file) })
            for name in examples.sorted() where !reported.contains(name) && isStale(name, in: binaryDirectory) {
                let single = await runSwift(["build"] + Self.freshPlan + ["--product", name])
                if single.termination != .exited(0) {
                    diagnostics += self.diagnostics(
                        fromCompilerOutput: single.stdout + "\n" + single.stderr, usedBy: usedBy
                    )
                    .filter { !diagnostics.contains($0) }
                }
            }
            throw BuildFailure(diagnostics)
        }
        return binaryDirectory
    }

    static let freshPlan = ["--manifest-cache", "none", "--disable-build-manifest-caching"]

    /// How many products are built one by one rather than the whole package at once: each
    /// `swift build --product` plans the package again, a few seconds, which a handful of new
    /// examples repays against compiling every other.
    static let separateProductsLimit = 8

    /// Builds only `products`, one `swift build --product` each, and returns the folder holding
    /// their binaries; every product that fails is reported, not only the first.
    func build(products: [String], usedBy: [String: [String]]) async throws(BuildFailure) -> URL {
        async let binaryFolder = binaryDirectory()
        var diagnostics: [Diagnostic] = []
        for name in products {
            let single = await runSwift(["build", "--product", name])
            if single.termination != .exited(0) {
                let found = self.diagnostics(fromCompilerOutput: single.stdout + "\n" + single.stderr, usedBy: usedBy)
                diagnostics +=
                    found.isEmpty
                    ? [
                        Diagnostic(
                            file: "Examples/\(name)",
                            message: "'swift build --product \(name)' \(single.terminationSummary)",
                            hint: "run it in Examples/ to see why")
                    ] : found.filter { !diagnostics.contains($0) }
            }
        }
        let binaryDirectory = try await binaryFolder.get()
        guard diagnostics.isEmpty else { throw BuildFailure(diagnostics) }
        return binaryDirectory
    }

    private func binaryDirectory() async -> Result<URL, BuildFailure> {
        let binPath = await runSwift(["build", "--show-bin-path"])
        let path = binPath.stdout.trimmingWhitespace()
        guard binPath.termination == .exited(0), !path.isEmpty else {
            return .failure(
                BuildFailure([
                    Diagnostic(
                        file: "Examples/Package.swift",
                        message: "'swift build --show-bin-path' failed: \(binPath.stderr)")
                ]))
        }
        return .success(URL(fileURLWithPath: path))
    }

    /// Whether the plan of the last build (SwiftPM's `.build/debug.yaml`, which names each
    /// product it links as `<Name-triple-debug.exe>`) builds every one of `examples`. When
    /// the file is missing or reads differently, the answer is no, and the build is redone
    /// from scratch: slower, never wrong.
    private func planBuilds(_ examples: [String]) -> Bool {
        let plan = project.examples.appendingPathComponent(".build").appendingPathComponent("debug.yaml")
        guard let text = try? String(contentsOf: plan, encoding: .utf8) else { return false }
        return examples.allSatisfy { text.contains("\"<\($0)-") }
    }

    /// Whether an example's binary is missing or older than one of its source files.
    private func isStale(_ name: String, in binaryDirectory: URL) -> Bool {
        let fileManager = FileManager.default
        func modified(_ path: String) -> Date? {
            (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        guard let built = modified(binaryDirectory.appendingPathComponent(name).path) else { return true }
        let folder = project.examples.appendingPathComponent(name)
        let sources = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
        return sources.contains { (modified(folder.appendingPathComponent($0).path) ?? .distantFuture) >= built }
    }

    static func exampleName(inPath path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 3, components[0] == "Examples" else { return nil }
        return String(components[1])
    }

    private func runSwift(_ arguments: [String]) async -> RunResult {
        // Compiling can take minutes on a cold cache; the cap and timeout still protect the
        // build from a compiler that never ends or floods the log.
        await ProcessRunner(timeout: 1800, output: .kept(upTo: 64 << 20))
            .run(swift, arguments + ["--package-path", project.examples.path])
    }

    /// Turns `path:line:column: error: message` lines into diagnostics relative to the project,
    /// each with a hint naming the chapters that use the example. Output with no such line is
    /// reported whole, so nothing the compiler said is lost.
    func diagnostics(fromCompilerOutput output: String, usedBy: [String: [String]]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        let pattern = /^(.+?\.swift):(\d+):(\d+): (error|warning): (.*)$/
        for line in output.split(separator: "\n") {
            guard let match = try? pattern.wholeMatch(in: String(line)) else { continue }
            let file = project.relativePath(URL(fileURLWithPath: String(match.1)))
            var hint: String?
            if let example = Self.exampleName(inPath: file) {
                let users = usedBy[example] ?? []
                hint =
                    users.isEmpty
                    ? "fix it, then check with 'swift run \(example)' in Examples/"
                    : "shown by \(users.joined(separator: ", ")); check the fix with 'swift run \(example)' in Examples/"
            }
            let diagnostic = Diagnostic(
                file: file, line: Int(match.2), column: Int(match.3),
                message: String(match.5), hint: hint)
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        if result.isEmpty {
            let tail = output.split(separator: "\n").suffix(30).joined(separator: "\n")
            result.append(
                Diagnostic(
                    file: "Examples/Package.swift", message: "'swift build' failed:\n\(tail)",
                    hint: "run 'swift build' in Examples/ to see the whole log"))
        }
        return result
    }
}
