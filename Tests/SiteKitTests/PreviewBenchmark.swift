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
        var proseBuilds: [Phases] = []
        var codeBuilds: [Phases] = []
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
                    let phases = try await Phases(browser, preview, saved: saved)
                    prose.append(phases.total)
                    proseBuilds.append(phases)
                    try await Task.sleep(for: .milliseconds(300))
                }
                for round in 1...5 {
                    let marker = "benchmark run \(round)"
                    let saved = Date().timeIntervalSince1970 * 1000
                    try project.write(example, program + "print(\"\(marker)\")\n")
                    try await browser.waitUntil(
                        "document.body.textContent.includes('\(marker)')", timeout: .seconds(120))
                    let phases = try await Phases(browser, preview, saved: saved)
                    code.append(phases.total)
                    codeBuilds.append(phases)
                    try await Task.sleep(for: .milliseconds(300))
                }
            }
        } catch {
            await preview.stop()
            throw PreviewTestError("\(error); the preview reported \(preview.events)")
        }
        await preview.stop()
        func median(_ values: [Double]) -> Int { Int(values.sorted()[values.count / 2].rounded()) }
        func medians(_ phases: [Phases]) -> String {
            "save to build's end \(median(phases.map(\.build))), to the reload's request "
                + "\(median(phases.map(\.request))), to DOMContentLoaded \(median(phases.map(\.total)))"
        }
        print(
            """
            Live preview, save to reloaded page (ms), debug build:
              edited paragraph: median \(median(prose)) of \(prose.map { Int($0) })
                medians: \(medians(proseBuilds))
              edited example:   median \(median(code)) of \(code.map { Int($0) })
                medians: \(medians(codeBuilds))
            """)
    }
}

/// Where the time between a save and the reloaded page went, in milliseconds from the save:
/// until the preview reported the build done, until the browser asked for the page again, and
/// until the new page's `DOMContentLoaded`.
private struct Phases {
    var build: Double
    var request: Double
    var total: Double

    init(_ browser: WebDriverSession, _ preview: RunningPreview, saved: Double) async throws {
        let timing = try await browser.run(
            "return [performance.timing.requestStart, performance.timing.domContentLoadedEventEnd]",
            as: [Double].self)
        build = (preview.eventTimes.last ?? saved) - saved
        request = timing[0] - saved
        total = timing[1] - saved
    }
}
