import Foundation
import Testing

@testable import SiteKit

/// The theme's templates against what the generator gives them: Mustache renders a name it
/// cannot find as nothing, so the theme is checked when it is loaded, and a name its context
/// lacks or a missing template stops the build at the template's file, line and column.
@Suite("Theme templates")
struct ThemeTests {
    static let link = LinkContext(title: "Related one", href: "related.html", last: true)

    @Test("every template of the bundled theme uses only names its context has, and shows what it is given")
    func bundledTemplatesRender() throws {
        let theme = try Theme.bundled()

        let page = theme.page.render(
            PageContext(
                pageTitle: "Page <title>", siteTitle: "The site", description: "What it is", body: "<p>The body</p>",
                sidebar: Sidebar.placeholder, base: "/base/"))
        for shown in [
            "<title>Page &lt;title&gt;</title>", "content=\"What it is\"", "<p>The body</p>", ">The site</a>",
            Sidebar.placeholder, "<base href=\"/base/\">",
        ] {
            #expect(page.contains(shown), "page.mustache shows \(shown)")
        }

        let chapter = theme.chapter.render(
            ChapterContext(
                title: "The chapter", intent: "Its intent", category: "Its category", positionInCategory: 2,
                categoryCount: 3, position: 4, chapterCount: 5,
                glance: [.init(question: "What is it?", answer: "<em>An answer</em>")], related: [Self.link],
                hasToc: true, toc: [.init(text: "A section", id: "a-section", sub: true)], body: "<p>Prose</p>",
                hasRuns: true, runs: [RunContext(name: "Demo", source: "https://example.org/tree/Examples/Demo")],
                previous: LinkContext(title: "Before", href: "before.html", last: false),
                next: LinkContext(title: "After", href: "after.html", last: false), editURL: "https://example.org/edit",
                sourceURL: "https://example.org/blob")
        )
        for shown in [
            "<h1>The chapter</h1>", "Its intent", "Its category · 2 of 3", "chapter 4 of 5", "<dt>What is it?</dt>",
            "<dd><em>An answer</em></dd>", "<a href=\"related.html\">Related one</a></dd>",
            "<li class=\"toc-sub\"><a href=\"#a-section\">A section</a></li>", "<p>Prose</p>",
            "<code>swift run Demo</code>", "href=\"before.html\"><span>Previous</span> Before",
            "href=\"after.html\"><span>Next</span> After", "<a href=\"https://example.org/edit\">Edit this page</a>",
            "<a href=\"https://example.org/blob\">This chapter's source</a>",
            "<code>swift run Demo</code> (<a class=\"example-source\" "
                + "href=\"https://example.org/tree/Examples/Demo\">source</a>)",
        ] {
            #expect(chapter.contains(shown), "chapter.mustache shows \(shown)")
        }

        let categories = [
            CategoryContext(
                name: "Creational", id: "creational",
                chapters: [.init(title: "Builder", href: "builder.html", intent: "Builds step by step.")])
        ]
        let home = theme.home.render(
            HomeContext(
                firstExample: "FirstExample", repository: "https://example.org/repo",
                ebook: "downloads/book.epub", ebookSize: "5.9 MB", categories: categories,
                map: "<svg>the map</svg>", mapWords: "<details>the map in words</details>"))
        for shown in [
            "swift run FirstExample", "<a href=\"https://example.org/repo\">", "id=\"category-creational\">Creational",
            "<span class=\"pattern-title\">Builder</span> <span class=\"pattern-intent\">Builds step by step.</span>",
            "<svg>the map</svg>", "<details>the map in words</details>",
            "href=\"downloads/book.epub\" type=\"application/epub+zip\" download>Download the EPUB</a> (5.9 MB)",
        ] {
            #expect(home.contains(shown), "index.mustache shows \(shown)")
        }

        let sidebar = theme.sidebar.render(SidebarContext(categories: categories))
        #expect(sidebar.contains("<h2 class=\"sidebar-category\">Creational</h2>"))
        #expect(sidebar.contains("<li><a href=\"builder.html\">Builder</a></li>"))

        #expect(theme.notFound.render(NotFoundContext(chapterCount: 7)).contains("The book's 7 chapters"))

        let examples = theme.examples.render(
            ExamplesContext(
                chapters: [
                    .init(
                        title: "Safety", href: "safety.html", id: "chapter-safety",
                        examples: [
                            .init(
                                name: "Refused", runs: false, section: "Why", sectionHref: "safety.html#why",
                                first: true,
                                alsoIn: [.init(chapter: "Other", href: "other.html", last: true)],
                                command: "cd Examples/Refused && swiftc -swift-version 6 main.swift")
                        ])
                ], count: 1))
        for shown in [
            "these 1 programs", "<h2 id=\"chapter-safety\"><a href=\"safety.html\">Safety</a></h2>",
            "<li id=\"Refused\">", "in <a href=\"safety.html#why\">Why</a>; also in <a href=\"other.html\">Other</a>",
            "cd Examples/Refused &amp;&amp; swiftc",
        ] {
            #expect(examples.contains(shown), "examples.mustache shows \(shown)")
        }
        // No repository in Content/site.yml: the page mentions none.
        #expect(!examples.contains("repository"))
    }

    /// A copy of the bundled theme's sources in a temporary folder, with `changes` made.
    func themeCopy(_ changes: (URL) throws -> Void) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("theme-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: BrowserTools.repositoryRoot.appendingPathComponent("Sources/SiteKit/Theme"), to: folder)
        try changes(folder)
        return folder
    }

    func problems(loading folder: URL) -> [String] {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try Theme(folder: folder, shownAs: "Theme")
            return []
        } catch {
            return (error as? BuildFailure)?.diagnostics.map(\.description) ?? ["\(error)"]
        }
    }

    func edit(_ folder: URL, _ template: String, _ change: (String) -> String) throws {
        let file = folder.appendingPathComponent(template)
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test("a name the context lacks is an error at its line and column, in sections too, each reported once")
    func unknownNames() throws {
        let folder = try themeCopy { folder in
            try edit(folder, "chapter.mustache") {
                $0.replacingOccurrences(of: "<h1>{{title}}</h1>", with: "<h1>{{title}} {{subtitle}}</h1>")
                    .replacingOccurrences(of: "<a href=\"#{{id}}\">", with: "<a href=\"#{{anchor}}\">")
                    .replacingOccurrences(of: "{{#hasRuns}}", with: "{{#examples}}{{name}}{{/examples}}{{#hasRuns}}")
            }
            try edit(folder, "page.mustache") { $0 + "{{{sidebar.html}}}{{&footer}}\n" }
        }
        let chapterNames =
            "body, category, categoryCount, chapterCount, download, draft, editURL, examplesHref, glance, hasRuns, "
            + "hasToc, intent, next, position, positionInCategory, previous, related, runs, sourceURL, title, toc"
        let tocNames =
            "body, category, categoryCount, chapterCount, download, draft, editURL, examplesHref, glance, hasRuns, "
            + "hasSubs, hasToc, id, intent, next, position, positionInCategory, previous, related, runs, sourceURL, sub, "
            + "subs, text, title, toc"
        let pageNames = "base, body, description, findsRoot, language, pageTitle, sidebar, siteTitle"
        func unknown(_ place: String, _ name: String, in context: String, names: String, missing: String? = nil)
            -> String
        {
            "Theme/\(place): error: the template uses '\(name)', which \(context) does not provide here\n"
                + "    hint: fix the name (here: \(names)), or add '\(missing ?? name)' to the fields of its context "
                + "in Sources/SiteKit/Templates/Contexts"
        }
        let found = problems(loading: folder)
        #expect(
            found == [
                unknown("page.mustache:48:1", "sidebar.html", in: "PageContext", names: pageNames, missing: "html"),
                unknown("page.mustache:48:19", "footer", in: "PageContext", names: pageNames),
                unknown("chapter.mustache:6:15", "subtitle", in: "ChapterContext", names: chapterNames),
                unknown("chapter.mustache:27:47", "anchor", in: "ChapterContext", names: tocNames),
                unknown("chapter.mustache:30:31", "anchor", in: "ChapterContext", names: tocNames),
                unknown("chapter.mustache:41:1", "examples", in: "ChapterContext", names: chapterNames),
            ], "\(found)")
    }

    @Test("inside a section, names of the sections around it are found, as Mustache finds them")
    func outerNames() throws {
        // `title` is the chapter's, looked up past the glance entry that has none.
        let folder = try themeCopy { folder in
            try edit(folder, "chapter.mustache") {
                $0.replacingOccurrences(of: "<div><dt>{{question}}</dt>", with: "<div><dt>{{question}} {{title}}</dt>")
            }
        }
        #expect(problems(loading: folder) == [])
    }

    @Test("a missing template, one that cannot be read and an unchecked kind of tag are located errors")
    func missingAndUnreadable() throws {
        let folder = try themeCopy { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("404.mustache"))
            try edit(folder, "examples.mustache") { $0.replacingOccurrences(of: "{{/examples}}", with: "") }
            try edit(folder, "sidebar.mustache") { "{{> entry}}\n" + $0 }
        }
        let found = problems(loading: folder)
        #expect(found.count == 3, "\(found)")
        #expect(
            found.contains(
                "Theme/404.mustache: error: the theme has no template 404.mustache\n"
                    + "    hint: add it: the generator renders NotFoundContext with it"))
        #expect(
            found.contains {
                $0.hasPrefix("Theme/examples.mustache:") && $0.contains(": error: the template cannot be read")
            }, "\(found)")
        #expect(
            found.contains { $0.hasPrefix("Theme/sidebar.mustache:1:1: error: '{{> entry}}' is a kind of tag") },
            "\(found)")
    }
}
