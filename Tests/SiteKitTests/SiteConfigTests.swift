import Foundation
import Testing

@testable import SiteKit

/// `Content/site.yml`: the site's title, where it is published and where its source lives.
@Suite("The site's configuration")
struct SiteConfigTests {
    static func project(config: String?) throws -> FixtureProject {
        var files = [
            "Content/tour.md": FixtureProject.chapter(title: "Tour", body: "\n## Code\n\n```example Tour\n```\n"),
            "Examples/Tour/main.swift": "print(\"a short tour\")\n",
        ]
        if let config { files["Content/site.yml"] = config + "\n" + FixtureProject.categories }
        return try FixtureProject(files: files)
    }

    @Test("with a home and a repository: the sitemap, the 404 page, edit links and file links use them")
    func configured() async throws {
        let project = try Self.project(
            config: """
                title: Tour Guide
                base-url: https://guides.example.org/tour
                repository: https://git.example.org/team/tour/
                branch: trunk
                """)
        try await project.generator().build()
        let sitemap = try project.read("Site/sitemap.xml")
        #expect(sitemap.contains("<loc>https://guides.example.org/tour/tour.html</loc>"))
        let notFound = try project.read("Site/404.html")
        #expect(notFound.contains("<base href=\"/tour/\">"))
        let page = try project.read("Site/tour.html")
        #expect(page.contains("<title>Tour · Tour Guide</title>"))
        #expect(
            page.contains("<a href=\"https://git.example.org/team/tour/edit/trunk/Content/tour.md\">Edit this page</a>")
        )
        #expect(
            page.contains(
                "<a class=\"listing-file\" href=\"https://git.example.org/team/tour/blob/trunk/Examples/Tour/main.swift\">"
            ))
        #expect(try project.read("Site/index.html").contains("<a href=\"https://git.example.org/team/tour\">"))
    }

    @Test("without one: no sitemap, no placeholder address anywhere, no edit or file links")
    func unconfigured() async throws {
        let project = try Self.project(config: nil)
        try await project.generator().build()
        let site = project.siteSnapshot()
        #expect(site["sitemap.xml"] == nil)
        for (path, data) in site where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            #expect(!html.contains(".example/"), "\(path) names a placeholder address")
            #expect(!html.contains("Edit this page"))
        }
        // The 404 page finds the site's root itself: under a host's root, a project's sub-path,
        // or on disk (BrowserReadingLayoutTests opens it each way).
        let notFound = try project.read("Site/404.html")
        #expect(!notFound.contains("<base"))
        #expect(notFound.contains("x.open(\"HEAD\",r+\"assets/site.js\",false)"))
    }

    @Test("a mistake in site.yml is a located error and Site/ stays as it was")
    func mistakes() async throws {
        let project = try Self.project(config: nil)
        try await project.generator().build()
        let before = project.siteSnapshot()
        try project.write(
            "Content/site.yml", "title: Tour\nbase-url: guides.example.org\neditor: me\n" + FixtureProject.categories)
        await #expect {
            try await project.generator().build()
        } throws: { error in
            let messages = (error as? BuildFailure)?.diagnostics.map(\.description) ?? []
            return messages.contains {
                $0.hasPrefix("Content/site.yml:2:1: error: 'base-url' must be an http or https address")
            }
                && messages.contains { $0.hasPrefix("Content/site.yml:3:1: error: unknown field 'editor'") }
        }
        #expect(project.siteSnapshot() == before)
    }
}
