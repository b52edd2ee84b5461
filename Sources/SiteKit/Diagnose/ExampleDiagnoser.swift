import Foundation

/// Compiles each example that declares a `CompileExpectation` on its own, the way a reader
/// would (`swiftc` with its settings over every file of its folder, run from that folder so
/// the compiler prints relative paths), and keeps what the compiler said for the page.
///
/// The expectation is checked: an example that must not compile but does, or that should
/// compile with warnings but fails or has none, stops the build at its first line.
struct ExampleDiagnoser: Sendable {
    let project: ProjectLayout
    /// The `swift` the examples are built with; `swiftc` is taken from the same toolchain.
    let swift: String
    /// Seconds a compile may take before it is stopped and reported.
    var timeout: Double = 120

    /// The compiler's diagnostics for every example in `examples` that expects some, keyed by
    /// example name, or the problems that stop the build.
    func diagnose(_ examples: [Example]) async -> (diagnostics: [String: CompilerDiagnostics], problems: [Diagnostic]) {
        let compiled = await examples.concurrentMap { example in
            (example, await compile(example))
        }
        var diagnostics: [String: CompilerDiagnostics] = [:]
        var problems: [Diagnostic] = []
        for (example, outcome) in compiled {
            switch outcome {
            case .success(let result): diagnostics[example.name] = result
            case .failure(let problem): problems.append(problem)
            }
        }
        return (diagnostics, problems)
    }

    /// Compiles one example and checks the result against its expectation.
    func compile(_ example: Example) async -> Result<CompilerDiagnostics, Diagnostic> {
        guard let expectation = example.compileExpectation, let main = example.files.first else {
            return .failure(
                Diagnostic(
                    file: "Examples/\(example.name)", message: "'\(example.name)' expects nothing of the compiler"))
        }
        let folder = project.examples.appendingPathComponent(example.name)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "site-diagnose-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ExampleRunner.environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? environment["PATH"]
        let runner = ProcessRunner(
            timeout: timeout, output: .kept(upTo: 4 << 20), environment: environment, workingDirectory: folder)
        let result = await Self.compile(
            example, settings: example.settings, scratch: scratch, with: runner, swiftc: Self.swiftc(besides: swift))
        let command =
            "cd \(project.relativePath(folder)) && swiftc \(example.settings.compilerFlags.joined(separator: " ")) \(example.files.map(\.name).joined(separator: " "))"
        switch result.termination {
        case .timedOut, .outputCapped, .signalled, .interrupted, .notStarted:
            return .failure(
                Diagnostic(
                    file: main.path, line: 1, column: 1,
                    message: "the compiler \(result.terminationSummary) on '\(example.name)'",
                    hint: "run '\(command)' to see what happens; make the example smaller if it takes this long"))
        case .exited(let status):
            let diagnostics = CompilerDiagnostics(text: result.stderr + result.stdout, failed: status != 0)
            if let problem = Self.mismatch(diagnostics, expectation: expectation, example: example, command: command) {
                return .failure(problem)
            }
            return .success(diagnostics)
        }
    }

    /// Why `diagnostics` do not meet `expectation`, located in the example.
    static func mismatch(
        _ diagnostics: CompilerDiagnostics, expectation: CompileExpectation, example: Example, command: String
    ) -> Diagnostic? {
        let main = example.files.first?.path ?? "Examples/\(example.name)/main.swift"
        let folder = "Examples/\(example.name)/"
        switch expectation {
        case .error where !diagnostics.failed:
            return Diagnostic(
                file: main, line: 1, column: 1,
                message: "'\(example.name)' compiles, but its first line says it must not",
                hint:
                    "put back the mistake it shows, or remove the '// expect: compile-error' line to build and run it like any example"
            )
        case .error where diagnostics.errorCount == 0:
            return Diagnostic(
                file: main, line: 1, column: 1,
                message:
                    "compiling '\(example.name)' failed without an error in its code: \(diagnostics.text.prefix(300))",
                hint: "run '\(command)' to see what failed")
        case .warning where diagnostics.failed:
            let first = diagnostics.entries.first { $0.severity == "error" }
            return Diagnostic(
                file: first.map { folder + $0.file } ?? main, line: first?.line ?? 1, column: first?.column ?? 1,
                message: "'\(example.name)' must compile with warnings, but it does not compile"
                    + (first.map { ": " + ($0.text.first ?? "") } ?? ""),
                hint: "fix the error, or write '// expect: compile-error' if failing is the point")
        case .warning where diagnostics.warningCount == 0:
            return Diagnostic(
                file: main, line: 1, column: 1,
                message: "'\(example.name)' compiles without warnings, but its first line says it has some",
                hint: "put back what the compiler warns about, or remove the '// expect: compile-warning' line")
        default:
            return nil
        }
    }

    /// Compiles `example` under `settings` into `scratch` (its binary named after it): first
    /// each of its modules, in dependency order, as a static library, then its own files
    /// linked to them; stops at the first that fails. What the compiler said, every step's.
    /// `extra` goes to the last step only (`-emit-sil` instead of a binary).
    static func compile(
        _ example: Example, settings: ExampleSettings, scratch: URL, with runner: ProcessRunner, swiftc: String,
        extra: [String]? = nil
    ) async -> RunResult {
        var said = RunResult(stdout: "", stderr: "", termination: .exited(0))
        let common =
            settings.compilerFlags + [
                "-j", "1", "-continue-building-after-errors", "-diagnostic-style", "llvm", "-no-color-diagnostics",
                "-I", scratch.path, "-L", scratch.path,
            ]
        for module in example.modules {
            let library = scratch.appendingPathComponent("lib\(module.name).a").path
            let step = await runner.run(
                swiftc,
                common + [
                    "-parse-as-library", "-module-name", module.name, "-emit-module", "-emit-module-path",
                    scratch.appendingPathComponent("\(module.name).swiftmodule").path, "-emit-library", "-static", "-o",
                    library,
                ] + module.files)
            said.stderr += step.stderr
            said.stdout += step.stdout
            guard step.termination == .exited(0) else {
                said.termination = step.termination
                return said
            }
        }
        let output = extra ?? ["-o", scratch.appendingPathComponent(example.name).path]
        let last = await runner.run(
            swiftc,
            common + ["-module-name", example.name] + example.modules.map { "-l\($0.name)" } + output
                + example.mainModuleFiles.map(\.name))
        said.stderr += last.stderr
        said.stdout = last.stdout
        said.termination = last.termination
        // A note about another module's declaration names its file by the absolute path the
        // module recorded; the page names files relative to the example's folder.
        if let folder = runner.workingDirectory {
            for path in Set([folder.path, folder.resolvingSymlinksInPath().path]) {
                said.stderr = said.stderr.replacingOccurrences(of: path + "/", with: "")
            }
        }
        return said
    }

    /// `swiftc` from the same folder as `swift`, so one toolchain builds and diagnoses.
    static func swiftc(besides swift: String) -> String {
        guard let swiftPath = ProcessRunner.find(swift) else { return "swiftc" }
        let sibling = URL(fileURLWithPath: swiftPath).deletingLastPathComponent().appendingPathComponent("swiftc").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : "swiftc"
    }
}
