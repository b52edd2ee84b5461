import Foundation
import Testing

@testable import SiteKit

/// The catalogue in this repository, checked the way CI checks it: `swift test` alone tells
/// an author that `Site/` is stale or an example drifts.
@Suite("The catalogue")
struct CatalogueTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("the committed Site/ is fresh, every example is deterministic, every link resolves")
    func siteCheck() async throws {
        var generator = SiteGenerator(project: ProjectLayout(root: Self.root), theme: try Theme.bundled())
        // `swift test` built every example next to this test bundle.
        generator.prebuiltExamples = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let problems = await SiteChecker(generator: generator).check()
        #expect(problems.isEmpty, "\(problems.map(\.description).joined(separator: "\n"))")
    }
}
