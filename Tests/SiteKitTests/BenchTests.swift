import Foundation
import Testing

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
        #expect(output.chapters.count == 5)
        let html = try project.read("Site/synthetic-00002.html")
        #expect(html.components(separatedBy: "Swift, not compiled").count - 1 == 4)
        #expect(html.contains("<li>") && html.contains("href=\"synthetic-00003.html#the-pattern\""))
        #expect(book.edited(2) != book.chapter(2))
    }

    @Test("a child process is measured: exit status, time and peak memory")
    func childProcess() throws {
        let ok = try ChildProcess("/bin/sh", ["-c", "exit 0"]).run()
        #expect(ok.succeeded && ok.seconds >= 0 && ok.peakMemoryKiB > 0)
        let failed = try ChildProcess("/bin/sh", ["-c", "exit 3"]).run()
        #expect(failed.status == 3)
    }
}
