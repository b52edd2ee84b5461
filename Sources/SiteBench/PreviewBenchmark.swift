import Foundation
import SiteKit
import Synchronization

/// `site-bench --preview`: how long an author waits with `site serve`, from the moment a file
/// is saved to the moment the browser has the reloaded page, on a copy of a project (this
/// catalogue by default) in headless Chromium. The preview runs in this process, built the way
/// this `site` was built. Figures are printed, never asserted: a benchmark is not a test.
package struct PreviewBenchmark: Sendable {
    /// Where `Content/` and `Examples/` are copied from.
    package var source: ProjectLayout
    /// A scratch folder; the copy is made inside it, its `.build` kept between runs.
    package var workFolder: URL
    /// The chapter (by slug) whose page is open and whose first section gets a new paragraph
    /// in each paragraph edit.
    package var chapter = "observer"
    /// The example whose program gets a new line in each example edit; `chapter` must show
    /// its output.
    package var example = "ObserverWeak"
    package var paragraphEdits = 9
    package var exampleEdits = 5
    package var log: @Sendable (String) -> Void

    package init(source: ProjectLayout, workFolder: URL, log: @escaping @Sendable (String) -> Void) {
        self.source = source
        self.workFolder = workFolder
        self.log = log
    }

    /// Runs every edit and returns the printed table.
    package func run() async throws -> String {
        guard BrowserPaths.chromium != nil, BrowserPaths.chromedriver != nil else {
            throw BrowserError(
                "the preview benchmark needs Chromium and chromedriver (Debian: chromium, chromium-driver)")
        }
        let project = ProjectLayout(root: workFolder.appendingPathComponent("preview"))
        try copySource(into: project)
        let chapterFile = project.content.appendingPathComponent("\(chapter).md")
        let chapterText = try String(contentsOf: chapterFile, encoding: .utf8)
        let exampleFile = project.examples.appendingPathComponent(example).appendingPathComponent("main.swift")
        let program = try String(contentsOf: exampleFile, encoding: .utf8)

        var generator = SiteGenerator(project: project, theme: try Theme.bundled())
        generator.cache = await SiteCache.open(project: project, swift: generator.swift)
        let preview = SitePreview(generator: generator, port: 0)
        let events = PreviewEvents()
        let task = Task {
            do { try await preview.run { events.append($0) } } catch { events.append(.failed("\(error)")) }
        }
        defer { task.cancel() }
        log(
            "Starting the preview on a copy of \(source.root.path): the first build compiles every example (not measured)"
        )
        let url = try await events.servingURL()

        let (paragraph, code) = try await ChromeDriver.withSession { browser in
            var paragraph: [Phases] = []
            var code: [Phases] = []
            try await browser.open(url.appendingPathComponent("\(chapter).html").absoluteString)
            log("\(paragraphEdits) paragraph edits of \(chapter).md")
            for round in 1...max(1, paragraphEdits) {
                let marker = "Benchmark paragraph \(round)."
                paragraph.append(
                    try await measure(browser, events, marker: marker, timeout: .seconds(60)) {
                        try Data(Self.adding(marker, to: chapterText).utf8).write(to: chapterFile)
                    })
            }
            log("\(exampleEdits) edits of \(example)/main.swift")
            for round in 1...max(1, exampleEdits) {
                let marker = "benchmark run \(round)"
                code.append(
                    try await measure(browser, events, marker: marker, timeout: .seconds(120)) {
                        try Data((program + "print(\"\(marker)\")\n").utf8).write(to: exampleFile)
                    })
            }
            return (paragraph, code)
        }
        task.cancel()
        await task.value
        return Self.table(paragraph: paragraph, code: code)
    }

    /// One save made by `save`, timed until the open page shows `marker`.
    private func measure(
        _ browser: WebDriverSession, _ events: PreviewEvents, marker: String, timeout: Duration,
        save: () throws -> Void
    ) async throws -> Phases {
        let saved = Date().timeIntervalSince1970 * 1000
        try save()
        try await browser.waitUntil("document.body.textContent.includes('\(marker)')", timeout: timeout)
        let timing = try await browser.run(
            "return [performance.timing.requestStart, performance.timing.domContentLoadedEventEnd]",
            as: [Double].self)
        let phases = Phases(
            build: (events.lastTime ?? saved) - saved, request: timing[0] - saved, total: timing[1] - saved)
        // A pause between edits, as an author makes: the next save is a burst of its own.
        try await Task.sleep(for: .milliseconds(300))
        return phases
    }

    /// `text` with `marker` as a new paragraph after its first second-level heading.
    static func adding(_ marker: String, to text: String) -> String {
        guard let heading = text.range(of: "\n## "), let end = text[heading.upperBound...].firstIndex(of: "\n")
        else { return text + "\n\(marker)\n" }
        return String(text[...end]) + "\n\(marker)\n" + text[text.index(after: end)...]
    }

    /// The copy's `Content/` and `Examples/`, replaced; its compiled examples are kept, so a
    /// second run compiles nothing it compiled before.
    private func copySource(into project: ProjectLayout) throws {
        let fileManager = FileManager.default
        for item in ["Content", "Site", "Package.swift"] {
            try? fileManager.removeItem(at: project.root.appendingPathComponent(item))
        }
        try fileManager.createDirectory(at: project.root, withIntermediateDirectories: true)
        try Data(Benchmark.manifest.utf8).write(to: project.root.appendingPathComponent("Package.swift"))
        try fileManager.copyItem(at: source.content, to: project.content)
        try Benchmark.copyExamples(from: source.examples, to: project.examples)
    }

    /// Where the time between a save and the reloaded page went, in milliseconds from the
    /// save: until the preview reported the build done, until the browser asked for the page
    /// again, and until the new page's `DOMContentLoaded`.
    struct Phases {
        var build: Double
        var request: Double
        var total: Double
    }

    static func table(paragraph: [Phases], code: [Phases]) -> String {
        func median(_ values: [Double]) -> String {
            String(Int(values.sorted()[values.count / 2].rounded()))
        }
        func row(_ cells: [String]) -> String {
            cells.enumerated().map { $0 == 0 ? $1.padding(toLength: 24, withPad: " ", startingAt: 0) : $1 }
                .joined(separator: " | ")
        }
        var lines = [
            "Live preview, save to reloaded page, in milliseconds (the median of each kind of edit):",
            "",
            row(["edit", "to build's end", "to the reload's request", "to DOMContentLoaded", "every edit"]),
        ]
        for (name, phases) in [("one paragraph", paragraph), ("one line of an example", code)] {
            lines.append(
                row([
                    name, median(phases.map(\.build)), median(phases.map(\.request)), median(phases.map(\.total)),
                    phases.map { String(Int($0.total)) }.joined(separator: " "),
                ]))
        }
        return lines.joined(separator: "\n")
    }
}

/// The preview's events as they arrive, with when the last one did.
private final class PreviewEvents: Sendable {
    private let state = Mutex<(events: [SitePreview.Event], lastTime: Double?)>(([], nil))

    func append(_ event: SitePreview.Event) {
        let now = Date().timeIntervalSince1970 * 1000
        state.withLock {
            $0.events.append(event)
            $0.lastTime = now
        }
    }

    /// When the last event arrived, in milliseconds since 1970.
    var lastTime: Double? { state.withLock { $0.lastTime } }

    /// The address the preview serves once its first build is done, or the error that came
    /// first.
    func servingURL() async throws -> URL {
        while true {
            let events = state.withLock { $0.events }
            for event in events {
                if case .serving(let url) = event { return url }
                if case .failed(let errors) = event { throw BrowserError("the first build failed:\n\(errors)") }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
