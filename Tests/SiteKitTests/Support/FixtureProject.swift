import Foundation

@testable import SiteKit

/// A real project in a temporary directory: chapters in `Content/`, and examples in `Examples/`
/// with the `Package.swift` a build writes for them.
final class FixtureProject: @unchecked Sendable {
    let root: URL

    init(files: [String: String], root: URL? = nil) throws {
        self.root =
            root ?? FileManager.default.temporaryDirectory.appendingPathComponent("site-fixture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: self.root, withIntermediateDirectories: true)
        try write("Package.swift", Self.rootManifest)
        if files["Content/site.yml"] == nil, files.keys.contains(where: { $0.hasPrefix("Content/") }) {
            try write("Content/site.yml", Self.siteConfig)
        }
        for (path, text) in files { try write(path, text) }
        if files["Examples/Package.swift"] == nil { try writeManifest() }
    }

    /// Writes `Examples/Package.swift` as a build would from the example folders now there.
    func writeManifest() throws {
        let found = ExampleCatalog(project: layout).find()
        try write("Examples/Package.swift", ExamplesManifest(found.examples).text)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var layout: ProjectLayout { ProjectLayout(root: root) }

    /// The examples' package.
    var examples: URL { root.appendingPathComponent("Examples") }

    func generator() throws -> SiteGenerator {
        SiteGenerator(project: layout, theme: try Theme.bundled())
    }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    /// Every file under `Site/` with its bytes, to prove a failed build left it untouched.
    func siteSnapshot() -> [String: Data] {
        SiteWriter(project: layout).existingFiles()
    }

    /// The project's own package, which only marks its folder (the catalogue's holds the
    /// generator).
    static let rootManifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(name: "Fixture")

        """

    /// The book's configuration when a test gives none: the categories its chapters name.
    static let siteConfig = "title: Fixture book\n" + categories

    static let categories =
        "categories: [Creational, Structural, Behavioural, Swift language, Concurrency, Platform, Architecture]\n"

    /// A chapter with complete front matter and the given body.
    static func chapter(
        title: String, category: String = "Behavioural", order: Int = 1, related: [String] = [], body: String
    ) -> String {
        """
        ---
        title: \(title)
        intent: A one-sentence intent for \(title).
        category: \(category)
        order: \(order)
        related: [\(related.joined(separator: ", "))]
        glance:
          what: What it is.
          benefits: Why it helps.
          use-when: When to use it.
          avoid-when: When not to.
          right-when: How to tell.
          pitfalls: What goes wrong.
        ---
        \(body)
        """
    }
}
