import Foundation
import Synchronization
import Testing

@testable import SiteKit

@Suite("Progress")
struct ProgressDisplayTests {
    final class Captured: Sendable {
        let text = Mutex("")
        var value: String { text.withLock { $0 } }
        func append(_ more: String) { text.withLock { $0 += more } }
    }

    @Test("on a terminal, one status line is redrawn in place and cleared at the end")
    func terminal() {
        let captured = Captured()
        let progress = ProgressDisplay(style: .terminal, write: captured.append)
        progress.begin("Rendering", total: 3, unit: "chapters")
        for _ in 0..<3 { progress.advance() }
        progress.finish()
        #expect(captured.value.hasPrefix("\r\u{1B}[KRendering 0 of 3 chapters"))
        #expect(captured.value.contains("\r\u{1B}[KRendering 3 of 3 chapters"))
        #expect(captured.value.hasSuffix("\r\u{1B}[K"))
        #expect(!captured.value.contains("\n"))
    }

    @Test("silent prints nothing")
    func silent() {
        let captured = Captured()
        let progress = ProgressDisplay(style: .silent, write: captured.append)
        progress.begin("Rendering", total: 3, unit: "chapters")
        progress.advance()
        progress.finish()
        #expect(captured.value == "")
    }

    @Test("a build reports progress through every stage and times each one")
    func build() async throws {
        let project = try FixtureProject(files: [
            "Content/a.md": FixtureProject.chapter(title: "Alpha", body: "\n## One\n\n```swift\nlet x = 1\n```\n"),
            "Examples/.keep": "",
        ])
        let captured = Captured()
        var generator = try project.generator()
        generator.prebuiltExamples = project.root
        generator.progress = ProgressDisplay(style: .terminal, write: captured.append)
        let output = try await generator.build()
        #expect(captured.value.contains("Rendering 1 of 1 chapters"))
        #expect(captured.value.hasSuffix("\r\u{1B}[K"), "the status line is cleared at the end")
        let stages = [
            "load", "check settings", "render early", "build", "diagnose", "compile variants", "run", "render",
            "epub", "layout", "write",
        ]
        #expect(output.report.stages.map(\.stage) == stages)
        // `--verbose` prints a timed line per stage, in order, then what was done.
        let summary = output.report.summary.split(separator: "\n")
        #expect(
            summary.dropLast().map { String($0.dropFirst(2).prefix(16)).trimmingCharacters(in: .whitespaces) }
                == stages)
        #expect(summary.dropLast().allSatisfy { $0.hasSuffix(" s)") }, "\(summary)")
    }
}
