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
        // the larger of the two), here this test process's; `site bench` itself stays small.
        let ceiling = max(SystemInfo.peakMemoryKiB(), 16 * 1024) + 4 * 1024
        #expect(small.peakMemoryKiB > 0 && small.peakMemoryKiB <= ceiling, "\(small.peakMemoryKiB) KiB")
    }

    @Test("a contender's time is its own run, from start to exit")
    func wallTime() async {
        let nap = await Benchmark.measure("/bin/sleep", ["0.3"])
        #expect(nap.succeeded)
        #expect(nap.duration >= .milliseconds(300) && nap.duration < .seconds(30), "\(nap.duration)")
    }
}
