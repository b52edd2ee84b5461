import Foundation
import Testing

@testable import SiteKit

/// A chapter marked `draft: true`: a page in the preview while it is written, never in
/// `Site/`, and an error in `site check`.
@Suite("Draft chapters")
struct DraftTests {
    static let draft = """
        ---
        title: Half Written
        category: Behavioural
        draft: true
        ---

        ## Where it stands

        Only this paragraph so far.
        """

    func project() throws -> FixtureProject {
        try FixtureProject(files: [
            "Content/done.md": FixtureProject.chapter(title: "Done", body: "\n## Text\n\nFinished.\n"),
            "Content/half.md": Self.draft,
        ])
    }

    @Test("'swift run site' leaves a draft out of Site/ and says so at its 'draft' line")
    func leftOut() async throws {
        let project = try project()
        let output = try await project.generator().build()
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Site/done.html").path))
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("Site/half.html").path))
        #expect(!(try project.read("Site/index.html")).contains("Half Written"))
        #expect(output.report.warnings.contains { $0.hasPrefix("Content/half.md:4:1: warning: 'half' is a draft") })
    }

    @Test("the preview shows a draft, marked, with what it lacks said to be unwritten")
    func shownInPreview() async throws {
        let project = try project()
        var generator = try project.generator()
        generator.drafts = .include
        try await generator.build()
        let page = try project.read("Site/half.html")
        #expect(page.contains("<strong>Draft.</strong>"))
        #expect(page.contains("Only this paragraph so far."))
        #expect(page.contains("Not written yet."))
        #expect(!(try project.read("Site/done.html")).contains("<strong>Draft.</strong>"))
    }

    @Test("site check refuses a committed draft at its 'draft' line")
    func refusedByCheck() async throws {
        let project = try project()
        try await project.generator().build()
        let problems = await SiteChecker(generator: try project.generator()).check()
        #expect(
            problems.contains { $0.file == "Content/half.md" && $0.line == 4 && $0.message.contains("is a draft") },
            "\(problems)")
    }

    @Test("'draft' other than true or false is a located error; a published chapter needs every field")
    func badDraftField() async throws {
        let project = try FixtureProject(files: [
            "Content/half.md": Self.draft.replacingOccurrences(of: "draft: true", with: "draft: maybe")
        ])
        do {
            try await project.generator().build()
            Issue.record("the build succeeded")
        } catch let failure as BuildFailure {
            let problems = failure.diagnostics
            #expect(problems.contains { $0.line == 4 && $0.message == "'draft' must be true or false" }, "\(problems)")
            #expect(problems.contains { $0.message.contains("no 'intent' field") }, "\(problems)")
        }
    }
}

/// "Did you mean" hints name the nearest names first, not every name with the same prefix.
@Suite("Did you mean")
struct NearestNamesTests {
    @Test("a one-letter slip comes first; far names and mere shared prefixes are not offered")
    func rankedByDistance() {
        let known = ["ObserverBasic", "ObserverWeak", "ObserverWeakly", "ObserverCombine", "Obsolete", "Visitor"]
        #expect(NearestNames.to("ObserverWeek", in: known) == ["ObserverWeak", "ObserverWeakly"])
        #expect(NearestNames.to("observerbasic", in: known) == ["ObserverBasic"])
        #expect(NearestNames.to("Teapot", in: known).isEmpty)
        let problem = ExampleExpander.unknownExample("ObserverWeek", known: known)
        #expect(problem.hint == "did you mean ObserverWeak, ObserverWeakly? Or create Examples/ObserverWeek/main.swift")
    }
}
