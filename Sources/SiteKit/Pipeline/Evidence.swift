/// What the examples gave, which the pages show and `Site/captured.json` records: each run's
/// result, what the compiler said about each example that must not compile (or must warn),
/// and each `compare` and `emitted` fence's compilations.
struct Evidence: Sendable {
    var results: [RunRequest: RunResult] = [:]
    var diagnostics: [String: CompilerDiagnostics] = [:]
    var variants: [VariantRequest: VariantResult] = [:]
}
