import Foundation
import Testing

/// How long an author waits with `site serve`: from the moment a file is saved to the moment
/// the browser has the reloaded page, on a copy of this catalogue. A benchmark, not a test: it
/// asserts nothing about time, runs only when `SITE_PREVIEW_BENCH=1`, and prints its figures.
///
///     SITE_PREVIEW_BENCH=1 swift test --filter PreviewBenchmark
@Suite(
    "Live preview benchmark",
    .enabled(if: ProcessInfo.processInfo.environment["SITE_PREVIEW_BENCH"] == "1", "set SITE_PREVIEW_BENCH=1"),
    .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver"),
    .serialized)
struct PreviewBenchmark {
    @Test("Saved paragraph and saved example, to the reloaded page in the browser")
    func editToReload() async throws {
        let catalogue = BrowserTools.repositoryRoot
        let project = try FixtureProject(files: [:])
        for folder in ["Content", "Examples"] {
            try FileManager.default.copyItem(
                at: catalogue.appendingPathComponent(folder), to: project.root.appendingPathComponent(folder))
        }
        let chapterPath = "Content/observer.md"
        let chapter = try project.read(chapterPath)
        let example = "Examples/ObserverWeak/main.swift"
        let program = try project.read(example)
        // The first build compiles every example of the copy: minutes, not measured.
        let preview = try await RunningPreview.start(project, seconds: 1200)
        var prose: [Double] = []
        var code: [Double] = []
        do {
            try await ChromeDriver.withSession { browser in
                try await browser.open(preview.url.appendingPathComponent("observer.html").absoluteString)
                for round in 1...9 {
                    let marker = "Benchmark paragraph \(round)."
                    let saved = Date().timeIntervalSince1970 * 1000
                    try project.write(
                        chapterPath,
                        chapter.replacingOccurrences(of: "## The problem\n", with: "## The problem\n\n\(marker)\n"))
                    try await browser.waitUntil(
                        "document.body.textContent.includes('\(marker)')", timeout: .seconds(60))
                    let loaded = try await browser.run(
                        "return performance.timing.domContentLoadedEventEnd", as: Double.self)
                    prose.append(loaded - saved)
                    try await Task.sleep(for: .milliseconds(300))
                }
                for round in 1...5 {
                    let marker = "benchmark run \(round)"
                    let saved = Date().timeIntervalSince1970 * 1000
                    try project.write(example, program + "print(\"\(marker)\")\n")
                    try await browser.waitUntil(
                        "document.body.textContent.includes('\(marker)')", timeout: .seconds(120))
                    let loaded = try await browser.run(
                        "return performance.timing.domContentLoadedEventEnd", as: Double.self)
                    code.append(loaded - saved)
                    try await Task.sleep(for: .milliseconds(300))
                }
            }
        } catch {
            await preview.stop()
            throw PreviewTestError("\(error); the preview reported \(preview.events)")
        }
        await preview.stop()
        func median(_ values: [Double]) -> Int { Int(values.sorted()[values.count / 2].rounded()) }
        print(
            """
            Live preview, save to reloaded page (ms), debug build:
              edited paragraph: median \(median(prose)) of \(prose.map { Int($0) })
              edited example:   median \(median(code)) of \(code.map { Int($0) })
            """)
    }
}
