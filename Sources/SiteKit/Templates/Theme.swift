import Foundation
import HotPaths

/// The templates and static assets pages are laid out with, shipped as SwiftPM resources in
/// `Sources/SiteKit/Theme`. Mustache escapes `{{value}}` by default; only HTML the generator
/// produced itself goes in with `{{{value}}}`.
package struct Theme: Sendable {
    /// The frame around every page.
    let page: ThemeTemplate<PageContext>
    let chapter: ThemeTemplate<ChapterContext>
    let home: ThemeTemplate<HomeContext>
    let notFound: ThemeTemplate<NotFoundContext>
    let examples: ThemeTemplate<ExamplesContext>
    let sidebar: ThemeTemplate<SidebarContext>
    /// Files copied to the site as they are, by path relative to the site root.
    let assets: [String: Data]
    /// A digest of every template and asset, for the keys of the pages laid out with them: a
    /// preview reads the theme again on every build, so a saved template lays the pages out
    /// again.
    let digest: String

    /// Where the bundled theme's files are edited.
    static let sourceFolder = "Sources/SiteKit/Theme"

    /// Loads the theme bundled with the generator.
    package static func bundled() throws -> Theme {
        guard let folder = Bundle.module.url(forResource: "Theme", withExtension: nil) else {
            throw BuildFailure([
                Diagnostic(file: sourceFolder, message: "the theme is missing from the generator's resources")
            ])
        }
        return try Theme(folder: folder, shownAs: sourceFolder)
    }

    /// Loads the theme in `folder`, checking each template against what it is given: every
    /// problem is reported at once, at its file, line and column, named from `shownFolder`
    /// (the folder's path when `nil`).
    package init(folder: URL, shownAs shownFolder: String? = nil) throws {
        let shown = shownFolder ?? folder.path
        var problems = DiagnosticCollector()
        let page = ThemeTemplate<PageContext>.load("page", in: folder, shownAs: shown, problems: &problems)
        let chapter = ThemeTemplate<ChapterContext>.load("chapter", in: folder, shownAs: shown, problems: &problems)
        let home = ThemeTemplate<HomeContext>.load("index", in: folder, shownAs: shown, problems: &problems)
        let notFound = ThemeTemplate<NotFoundContext>.load("404", in: folder, shownAs: shown, problems: &problems)
        let examples = ThemeTemplate<ExamplesContext>.load("examples", in: folder, shownAs: shown, problems: &problems)
        let sidebar = ThemeTemplate<SidebarContext>.load("sidebar", in: folder, shownAs: shown, problems: &problems)
        guard let page, let chapter, let home, let notFound, let examples, let sidebar else {
            throw BuildFailure(problems.diagnostics)
        }
        (self.page, self.chapter, self.home, self.notFound, self.examples, self.sidebar) =
            (page, chapter, home, notFound, examples, sidebar)

        var assets: [String: Data] = [:]
        let assetFolder = folder.appendingPathComponent("assets")
        for name in try FileManager.default.contentsOfDirectory(atPath: assetFolder.path).sorted()
        where !name.hasPrefix(".") {
            assets["assets/\(name)"] = try Data(contentsOf: assetFolder.appendingPathComponent(name))
        }
        self.assets = assets
        var key = ContentKey("theme")
        for name in ["page", "chapter", "index", "404", "examples", "sidebar"] {
            let file = folder.appendingPathComponent("\(name).mustache")
            key.add([name, (try? String(contentsOf: file, encoding: .utf8)) ?? ""])
        }
        for (path, data) in assets.sorted(by: { $0.key < $1.key }) { key.add([path, Digest.hex(bytes: data)]) }
        digest = key.hex
    }
}
