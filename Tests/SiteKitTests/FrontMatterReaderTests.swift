import Testing

@testable import SiteKit

@Suite("Front matter")
struct FrontMatterReaderTests {
    let reader = FrontMatterReader()

    @Test("reads every field and where the body starts")
    func readsFields() throws {
        let text = FixtureProject.chapter(
            title: "Observer", order: 4, related: ["mediator", "command"], body: "\n## The problem\nText.\n")
        let result = try reader.read(text, file: "Content/observer.md").get()
        #expect(result.metadata.title == "Observer")
        #expect(result.metadata.category == "Behavioural")
        #expect(result.metadata.order == 4)
        #expect(result.metadata.related == ["mediator", "command"])
        #expect(result.metadata.glance.useWhen == "When to use it.")
        #expect(result.bodyFirstLine == 15)
        #expect(result.body.hasPrefix("\n## The problem"))
        #expect(result.relatedLines["command"] == 6)
    }

    @Test("a missing field is reported with its name, and every missing field at once")
    func missingFields() {
        let text = "---\ntitle: X\norder: 2\n---\nBody\n"
        let diagnostics = failure(text)
        let messages = diagnostics.map(\.message)
        #expect(messages.contains("the front matter has no 'intent' field"))
        #expect(messages.contains("the front matter has no 'category' field"))
        #expect(messages.contains("the front matter has no 'glance' field"))
        #expect(diagnostics.allSatisfy { $0.file == "Content/x.md" && $0.line != nil })
    }

    @Test("invalid YAML is reported at its line in the file")
    func invalidYAML() {
        let text = "---\ntitle: X\nintent: [unclosed\ncategory: C\n---\n"
        let diagnostics = failure(text)
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.hasPrefix("invalid front matter"))
        #expect((diagnostics[0].line ?? 0) >= 3)
    }

    @Test("a wrongly typed field points at its own line")
    func wrongType() {
        let text = FixtureProject.chapter(title: "X", body: "").replacingOccurrences(
            of: "order: 1", with: "order: first")
        let diagnostics = failure(text)
        #expect(diagnostics.map(\.message) == ["'order' must be a whole number"])
        #expect(diagnostics[0].line == 5)
    }

    @Test("an unknown field is reported as a likely typo")
    func unknownField() {
        let text = FixtureProject.chapter(title: "X", body: "").replacingOccurrences(
            of: "order: 1", with: "order: 1\ncategroy: Y")
        let diagnostics = failure(text)
        #expect(diagnostics.map(\.message) == ["unknown front matter field 'categroy'"])
        #expect(diagnostics[0].line == 6)
    }

    @Test("a chapter without front matter, or with it unclosed, says how to start one")
    func noFrontMatter() {
        #expect(failure("# Title\n").first?.message == "the chapter does not start with front matter")
        #expect(failure("---\ntitle: X\n").first?.message == "the front matter is never closed")
    }

    private func failure(_ text: String) -> [Diagnostic] {
        switch reader.read(text, file: "Content/x.md") {
        case .success: return []
        case .failure(let failure): return failure.diagnostics
        }
    }
}
