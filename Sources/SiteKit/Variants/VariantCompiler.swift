import Foundation

/// Compiles an example on its own with `swiftc`, from its folder (so diagnostics name files
/// relative to it) and under a variant's settings; then runs the program, or cuts the named
/// functions out of the SIL the optimizer emitted.
struct VariantCompiler: Sendable {
    let project: ProjectLayout
    /// The `swift` the examples are built with; `swiftc` is taken from the same toolchain.
    let swift: String
    var compileTimeout: Double = 120
    var runTimeout: Double = 10

    func result(of request: VariantRequest, example: Example) async -> Result<VariantResult, Problem> {
        let folder = project.examples.appendingPathComponent(example.name)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "site-variant-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var environment = ExampleRunner.environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"] ?? environment["PATH"]
        let compiler = ProcessRunner(
            timeout: compileTimeout, output: .kept(upTo: 16 << 20), environment: environment,
            workingDirectory: folder)
        // For SIL, the whole module at once, as a release build compiles it; the SIL goes to
        // standard output, the diagnostics to standard error.
        let emitting = if case .emit = request.purpose { true } else { false }
        let compiled = await ExampleDiagnoser.compile(
            example, settings: request.settings, scratch: scratch, with: compiler,
            swiftc: ExampleDiagnoser.swiftc(besides: swift), extra: emitting ? ["-wmo", "-emit-sil"] : nil)
        guard case .exited(let status) = compiled.termination else {
            return .failure(
                Problem(
                    message: "the compiler \(compiled.terminationSummary) on '\(example.name)'",
                    hint: "make the example smaller; a compile may take \(Int(compileTimeout)) s"))
        }
        var result = VariantResult(diagnostics: compiled.stderr, compiled: status == 0)
        switch request.purpose {
        case .run where status == 0:
            let runner = ExampleRunner(binaryDirectory: scratch)
            let run = await runner.run(RunRequest(example: example.name, timeout: runTimeout))
            if run.termination == .interrupted { return .failure(Problem(message: "the build was stopped")) }
            if case .notStarted(let reason) = run.termination {
                return .failure(Problem(message: "the program could not be started: \(reason)"))
            }
            result.run = RecordedRun(run)
        case .emit(let functions, let declarationsOnly) where status == 0:
            let code = EmittedCode(sil: compiled.stdout, hiding: [folder.path, scratch.path])
            result.emitted = code.excerpt(functions: functions, declarationsOnly: declarationsOnly)
            result.emittedNames = code.functionNames
        default:
            break
        }
        return .success(result)
    }
}
