import Foundation

/// What every step of a build shares: the generator's settings, the problems found so far and
/// the report of what was done. What one step makes for the next is not kept here: each step
/// returns it as a typed value (`LoadedProject`, `Recalled`, `Evidence`, ...), and the
/// generator hands it to the steps that need it.
struct BuildContext: Sendable {
    /// The generator's settings: the project, theme, toolchain, cache and progress display.
    let generator: SiteGenerator
    /// Problems found so far; the pipeline stops after a step that reported an error.
    var problems = DiagnosticCollector()
    var report = WorkReport()

    init(generator: SiteGenerator) {
        self.generator = generator
    }

    var project: ProjectLayout { generator.project }
    var cache: SiteCache? { generator.cache }

    func log(_ line: String) { generator.log(line) }
}
