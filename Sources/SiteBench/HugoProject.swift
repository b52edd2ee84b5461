import Foundation

/// A Hugo site over the same Markdown files, for the side-by-side comparison: one template
/// with the same shape as ours (a sidebar listing every chapter, then the chapter), and
/// Hugo's default Chroma highlighting of fenced code.
package struct HugoProject: Sendable {
    package let root: URL

    package init(root: URL) {
        self.root = root
    }

    static let configuration = """
        baseURL = "https://example.org/"
        title = "Benchmark"
        disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
        [markup.highlight]
          codeFences = true
          guessSyntax = false

        """

    static let single = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>
        <meta name="description" content="{{ .Params.intent }}"></head>
        <body><nav><ul>
        {{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
        {{ end }}</ul></nav>
        <main><h1>{{ .Title }}</h1><p>{{ .Params.intent }}</p>{{ .TableOfContents }}{{ .Content }}</main>
        </body></html>

        """

    static let list = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
        <body><ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
        {{ end }}</ul></body></html>

        """

    /// Writes the configuration, the templates and every Markdown file of `content`.
    package func create(markdownFiles: [URL]) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: root)
        let content = root.appendingPathComponent("content")
        let layouts = root.appendingPathComponent("layouts/_default")
        try fileManager.createDirectory(at: content, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: layouts, withIntermediateDirectories: true)
        try Data(Self.configuration.utf8).write(to: root.appendingPathComponent("config.toml"))
        try Data(Self.single.utf8).write(to: layouts.appendingPathComponent("single.html"))
        try Data(Self.list.utf8).write(to: layouts.appendingPathComponent("list.html"))
        try Data(Self.list.utf8).write(to: root.appendingPathComponent("layouts/index.html"))
        for file in markdownFiles {
            // The book's introduction is the home page's text; to Hugo an `index.md` would make
            // the whole content folder one page bundle, and every chapter one of its resources.
            let name = file.lastPathComponent == "index.md" ? "_index.md" : file.lastPathComponent
            try fileManager.copyItem(at: file, to: content.appendingPathComponent(name))
        }
    }
}
