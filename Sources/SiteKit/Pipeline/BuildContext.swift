import Foundation

/// What every step of a build shares: the generator's settings, the problems found so far and
/// the report of what was done. What one step makes for the next is not kept here: each step
/// returns it as a typed value (`LoadedProject`, `Evidence`, ...), and the
/// generator hands it to the steps that need it.
struct BuildContext: Sendable {
    /// The generator's settings: the project, theme, toolchain and progress display.
    let generator: SiteGenerator
    /// Problems found so far; the pipeline stops after a step that reported an error.
    var problems = DiagnosticCollector()
    var report = WorkReport()

    /// What earlier builds did, to reuse: a memo with no layers when the generator has no
    /// cache (`site check`, `--no-cache`).
    let memo: SiteCache

    init(generator: SiteGenerator, memo: SiteCache) {
        self.generator = generator
        self.memo = memo
    }

    var project: ProjectLayout { generator.project }

    func log(_ line: String) { generator.log(line) }
}
