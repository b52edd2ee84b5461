import Foundation
import Testing

@testable import SiteBench
@testable import SiteKit

/// The benchmark's parts (no timing is asserted: benchmarks are not tests).
@Suite("Benchmark parts")
struct BenchTests {
    @Test("the synthetic book builds without a problem: prose, lists, links, four Swift blocks a chapter")
    func syntheticBook() async throws {
        let book = SyntheticBook(count: 5)
        var files = Dictionary(uniqueKeysWithValues: book.chapters().map { ("Content/\($0.name)", $0.text) })
        files["Examples/.keep"] = ""
        files["Content/site.yml"] = "title: Bench\ncategories: [\(SyntheticBook.categories.joined(separator: ", "))]\n"
        let project = try FixtureProject(files: files)
        var generator = try project.generator()
        generator.prebuiltExamples = project.root
        let output = try await generator.build()
        #expect(output.chapterCount == 5)
        let html = try project.read("Site/synthetic-00002.html")
        #expect(html.components(separatedBy: "Swift, not compiled").count - 1 == 4)
        #expect(html.contains("<li>") && html.contains("href=\"synthetic-00003.html#the-pattern\""))
        #expect(book.edited(2) != book.chapter(2))
    }

    @Test("the long shape builds without a problem: eleven Swift blocks a chapter, links across the book")
    func longSyntheticBook() async throws {
        let book = SyntheticBook(count: 9, shape: .long)
        var files = Dictionary(uniqueKeysWithValues: book.chapters().map { ("Content/\($0.name)", $0.text) })
        files["Examples/.keep"] = ""
        files["Content/site.yml"] = "title: Bench\ncategories: [\(SyntheticBook.categories.joined(separator: ", "))]\n"
        let project = try FixtureProject(files: files)
        var generator = try project.generator()
        generator.prebuiltExamples = project.root
        let output = try await generator.build()
        #expect(output.chapterCount == 9)
        let html = try project.read("Site/synthetic-00002.html")
        #expect(html.components(separatedBy: "Swift, not compiled").count - 1 == 11)
        // Chapter 2 links to (2 × 37 + k × 401) mod 9 for k in 1...4: chapters 7, 3, 8 and 4.
        #expect(html.contains("href=\"synthetic-00007.html#the-swift-implementation\""))
        #expect(book.chapter(2).count > 2 * SyntheticBook(count: 9).chapter(2).count)
    }

    @Test(
        "Hugo renders every chapter of a book with an introduction (index.md), not one bundle",
        .enabled(if: ProcessRunner.find("hugo") != nil, "needs hugo (apt-get install hugo)"))
    func hugoRendersEveryChapter() async throws {
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("hugo-book-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: source) }
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        let book = SyntheticBook(count: 3)
        var markdown: [URL] = []
        for (name, text) in book.chapters() + [("index.md", "Welcome to the book.\n")] {
            let file = source.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            markdown.append(file)
        }
        let hugo = HugoProject(root: source.appendingPathComponent("hugo"))
        try hugo.create(markdownFiles: markdown)
        let output = source.appendingPathComponent("public")
        let result = await Benchmark.measure(
            try #require(ProcessRunner.find("hugo")),
            ["--source", hugo.root.path, "--destination", output.path, "--quiet"])
        #expect(result.succeeded)
        for index in 0..<3 {
            let page = output.appendingPathComponent("\(book.slug(index))/index.html")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.path)")
        }
    }

    @Test(
        "a contender's peak memory is measured: 64 MiB or more for one that holds 64 MiB, little for one that holds nothing"
    )
    func peakMemory() async {
        // `tail` keeps the last 64 MiB of what it reads, so it holds all of it at the end.
        let large = await Benchmark.measure(
            "/bin/sh", ["-c", "head -c 67108864 /dev/zero | tail -c 67108864 > /dev/null"])
        let small = await Benchmark.measure("/bin/sh", ["-c", "exit 3"])
        #expect(large.succeeded && large.peakMemoryKiB >= 64 * 1024, "\(large.peakMemoryKiB) KiB")
        #expect(small.termination == .exited(3))
        // Linux counts in a child's peak the peak of the process that started it (exec keeps
        // the larger of the two), here this test process's; `site-bench` itself stays small.
        let ceiling = max(SystemInfo.peakMemoryKiB(), 16 * 1024) + 4 * 1024
        #expect(small.peakMemoryKiB > 0 && small.peakMemoryKiB <= ceiling, "\(small.peakMemoryKiB) KiB")
    }

    @Test(
        "the preview benchmark edits a chapter and an example once each and prints its table",
        .enabled(if: BrowserTools.browserAvailable, "needs Chromium and chromedriver"))
    func previewBenchmark() async throws {
        let project = try FixtureProject(files: PreviewServerTests.files())
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("preview-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        var benchmark = PreviewBenchmark(source: project.layout, workFolder: work, log: { _ in })
        benchmark.chapter = "walk"
        benchmark.example = "Walker"
        benchmark.paragraphEdits = 1
        benchmark.exampleEdits = 1
        let table = try await benchmark.run()
        let rows = table.split(separator: "\n").map(String.init)
        for name in ["one paragraph", "one line of an example"] {
            let row = try #require(rows.first { $0.hasPrefix(name) }, "\(table)")
            let figures = row.split(separator: "|").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(figures.count == 4 && figures.allSatisfy { Int($0) != nil }, "\(row)")
        }
        // The copy's site shows both edits, so each was measured to its reloaded page.
        let page = try String(contentsOf: work.appendingPathComponent("preview/Site/walk.html"), encoding: .utf8)
        #expect(page.contains("Benchmark paragraph 1.") && page.contains("benchmark run 1"))
    }

    @Test("a contender's time is its own run, from start to exit")
    func wallTime() async {
        let nap = await Benchmark.measure("/bin/sleep", ["0.3"])
        #expect(nap.succeeded)
        #expect(nap.duration >= .milliseconds(300) && nap.duration < .seconds(30), "\(nap.duration)")
    }
}
