/// One compilation of an example on its own: under `settings`, then either run (a `compare`
/// column) or stopped at the optimizer's output (an `emitted` fence).
struct VariantRequest: Hashable, Sendable, Codable {
    enum Purpose: Hashable, Sendable, Codable {
        case run
        case emit(functions: [String], declarationsOnly: Bool)
    }

    var example: String
    var label: String
    var settings: ExampleSettings
    var purpose: Purpose
}

/// What one variant gave: what the compiler said, what the program printed if it compiled
/// and was run, and the emitted code asked for.
struct VariantResult: Sendable, Codable {
    var diagnostics: String
    var compiled: Bool
    var run: RecordedRun?
    /// The excerpt of the emitted code, or `nil` when no function matched.
    var emitted: String?
    /// The functions the emitted code has, to name in a hint when none matched.
    var emittedNames: [String] = []
}
