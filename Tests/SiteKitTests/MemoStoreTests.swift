import Foundation
import Testing

@testable import SiteKit

/// The one entry point every remembered value goes through (`SiteCache.value(_:key:)`, with a
/// `MemoKind`): memory over disk in a long-running preview, disk alone in a one-off build.
@Suite("Memo store")
struct MemoStoreTests {
    func cache(_ project: FixtureProject) -> SiteCache {
        SiteCache(store: CacheStore(folder: project.root.appendingPathComponent("cache")), toolchain: "test")
    }

    let result = RunResult(stdout: "Hello\n", stderr: "", termination: .exited(0))

    @Test("a value is computed once, then read back from disk by a new process's cache")
    func diskLayer() throws {
        let project = try FixtureProject(files: [:])
        var computed = 0
        let first = cache(project).value(.run, key: "k") {
            computed += 1
            return result
        }
        #expect(first == result && computed == 1)
        // A later build is a new process: a new cache over the same folder.
        let again = cache(project).value(.run, key: "k") {
            computed += 1
            return result
        }
        #expect(again == result && computed == 1)
        #expect(cache(project).value(.run, key: "other") == nil)
    }

    @Test("the toolchain's feature list is asked once per toolchain, then read from the cache")
    func featureListRemembered() async throws {
        let project = try FixtureProject(files: [:])
        let asked = try #require(await CheckSettingsStep.features(swift: "swift", memo: cache(project)))
        #expect(asked.upcoming.contains("NonisolatedNonsendingByDefault"))
        // A later build reads what the cache holds under the same key, without asking swiftc:
        // a list put there by hand is what it gets.
        let key = cache(project).key(.compilerFeatures, [String]())
        #expect(cache(project).value(.compilerFeatures, key: key).flatMap { CompilerFeatures(json: $0) } == asked)
        let planted = #"{"features": {"upcoming": [{"name": "Planted"}], "experimental": []}}"#
        cache(project).store(planted, .compilerFeatures, key: key)
        let remembered = await CheckSettingsStep.features(swift: "swift", memo: cache(project))
        #expect(remembered == CompilerFeatures(upcoming: ["Planted"], experimental: []))
        // Another toolchain, and a memo with no layers (`site check`), ask again.
        let other = SiteCache(store: CacheStore(folder: project.root.appendingPathComponent("cache")), toolchain: "new")
        #expect(await CheckSettingsStep.features(swift: "swift", memo: other) == asked)
        #expect(
            await CheckSettingsStep.features(swift: "swift", memo: SiteCache(store: nil, toolchain: "test")) == asked)
    }

    @Test("a memo with no layers remembers nothing and reads nothing")
    func noLayers() throws {
        let memo = SiteCache(store: nil, toolchain: "test")
        var computed = 0
        for _ in 1...2 {
            _ = memo.value(.run, key: "k") {
                computed += 1
                return result
            }
        }
        #expect(computed == 2)
        memo.store(result, .run, key: "k")
        #expect(memo.value(.run, key: "k") == nil)
    }

    @Test("a run the build itself stopped is not remembered")
    func interruptedRun() throws {
        let project = try FixtureProject(files: [:])
        let stopped = RunResult(stdout: "half", stderr: "", termination: .interrupted)
        cache(project).store(stopped, .run, key: "k")
        #expect(cache(project).value(.run, key: "k") == nil)
    }

    @Test("a preview's memory answers before the disk; a one-off build keeps memory-only kinds nowhere")
    func memoryLayer() throws {
        let project = try FixtureProject(files: [:])
        let preview = cache(project).rememberingEntries()
        let said = CompilerDiagnostics(text: "main.swift:2:5: error: nope\n", failed: true)
        preview.store(said, .diagnostics, key: "k")
        #expect(cache(project).value(.diagnostics, key: "k")?.text == said.text, "it is on disk too")
        // The file is gone; the memory still answers, as a preview's save does without reading disk.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("cache"))
        #expect(preview.value(.diagnostics, key: "k")?.text == said.text)
        #expect(cache(project).value(.diagnostics, key: "k") == nil)

        // Highlighted code is kept only in memory: a build without one highlights every time,
        // and no process-wide table remembers it for the next build.
        let source = "let answer = 42\n"
        let highlighted = SwiftHighlighter(memo: preview).lines(of: source)
        #expect(preview.value(.highlighted, key: source)?.lines.count == highlighted.count)
        let oneOff = cache(project)
        _ = SwiftHighlighter(memo: oneOff).lines(of: source)
        #expect(oneOff.value(.highlighted, key: source) == nil)
    }

    @Test("after a complete build, memory drops what that build did not use")
    func memoryIsBounded() throws {
        let project = try FixtureProject(files: [:])
        let preview = cache(project).rememberingEntries()
        let problems = [Diagnostic(file: "Examples/A/main.swift", line: 3, message: "unclosed snippet")]
        // Marker problems are kept only in memory, so what memory drops is gone.
        preview.store(problems, .markerProblems, key: "old")
        preview.finishBuild(complete: true)
        // The next build uses only "new".
        preview.store(problems, .markerProblems, key: "new")
        preview.finishBuild(complete: true)
        #expect(preview.value(.markerProblems, key: "new")?.count == 1)
        #expect(preview.value(.markerProblems, key: "old") == nil, "an example edited away does not stay in memory")
        preview.finishBuild(complete: true)
        // A build that failed before reaching it drops nothing: the next one may need it.
        preview.finishBuild(complete: false)
        #expect(preview.value(.markerProblems, key: "new")?.count == 1)
        preview.finishBuild(complete: true)
        // A complete build that did not use it drops it.
        preview.finishBuild(complete: true)
        #expect(preview.value(.markerProblems, key: "new") == nil)
    }
}
