import Foundation

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

    /// The theme a book is laid out with: the bundled one, where the book's own `Theme/`
    /// folder (beside `Content/`) replaces any template (`page.mustache`, ...) or asset
    /// (`assets/style.css`, ...) by a file of the same name.
    package static func forBook(at root: URL) throws -> Theme {
        let bundled = try Self.bundled()
        let own = root.appendingPathComponent("Theme")
        guard FileManager.default.fileExists(atPath: own.path),
            let folder = Bundle.module.url(forResource: "Theme", withExtension: nil)
        else { return bundled }
        return try Theme(folder: folder, shownAs: sourceFolder, overrides: (own, "Theme"))
    }

    /// Loads the theme in `folder`, where `overrides` (a folder, and how errors name it)
    /// replaces files of the same name, checking each template against what it is given: every
    /// problem is reported at once, at its file, line and column, named from `shownFolder`
    /// (the folder's path when `nil`).
    package init(folder: URL, shownAs shownFolder: String? = nil, overrides: (folder: URL, shownAs: String)? = nil)
        throws
    {
        var problems = DiagnosticCollector()
        // Each file from the overrides when they have it, else from `folder`.
        func source(_ path: String) -> (folder: URL, shownAs: String) {
            if let overrides, FileManager.default.fileExists(atPath: overrides.folder.appendingPathComponent(path).path)
            {
                return overrides
            }
            return (folder, shownFolder ?? folder.path)
        }
        func load<Context>(_ name: String, as _: Context.Type) -> ThemeTemplate<Context>? {
            let (from, shown) = source("\(name).mustache")
            return ThemeTemplate<Context>.load(name, in: from, shownAs: shown, problems: &problems)
        }
        let page = load("page", as: PageContext.self)
        let chapter = load("chapter", as: ChapterContext.self)
        let home = load("index", as: HomeContext.self)
        let notFound = load("404", as: NotFoundContext.self)
        let examples = load("examples", as: ExamplesContext.self)
        let sidebar = load("sidebar", as: SidebarContext.self)
        guard let page, let chapter, let home, let notFound, let examples, let sidebar else {
            throw BuildFailure(problems.diagnostics)
        }
        (self.page, self.chapter, self.home, self.notFound, self.examples, self.sidebar) =
            (page, chapter, home, notFound, examples, sidebar)

        var assets: [String: Data] = [:]
        for base in [folder] + (overrides.map { [$0.folder] } ?? []) {
            let assetFolder = base.appendingPathComponent("assets")
            guard FileManager.default.fileExists(atPath: assetFolder.path) else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: assetFolder.path).sorted()
            where !name.hasPrefix(".") {
                assets["assets/\(name)"] = try Data(contentsOf: assetFolder.appendingPathComponent(name))
            }
        }
        self.assets = assets
        var files = assets.mapValues { Digest.hex(bytes: $0) }
        for name in ["page", "chapter", "index", "404", "examples", "sidebar"] {
            let file = source("\(name).mustache").folder.appendingPathComponent("\(name).mustache")
            files[name + ".mustache"] = (try? String(contentsOf: file, encoding: .utf8)).map { Digest.hex($0) } ?? ""
        }
        digest = MemoKey.of("theme", files)
    }
}
