import Foundation
import Yams

/// What the book says about itself, in `Content/site.yml` (every field but `categories`
/// optional):
///
///     title: My Swift Book                            # every page's title, the EPUB's
///     subtitle: every example compiled                # after the title on the home page and the cover
///     description: One sentence about the book.       # search engines' and the EPUB's description
///     language: en                                    # the pages' and the EPUB's language
///     author: Ada Lovelace                            # the EPUB's creator
///     downloads: my-swift-book                        # names the examples' zip and the EPUB
///     categories: [Basics, Patterns]                  # the chapters' groups, in reading order
///     base-url: https://book.example.org/             # sitemap.xml, and the 404 page's links
///     repository: https://github.com/owner/book       # "Edit this page" and links to each listing's file
///     branch: main                                    # the branch those links point into
///     epub: false                                     # no EPUB edition in Site/ (it has one by default)
///
/// Without `base-url` no `sitemap.xml` is written (the protocol wants absolute URLs) and the 404
/// page assumes the site is served from the root of its host; without `repository` the page
/// shows no edit or file links.
package struct SiteConfig: Sendable, Equatable {
    var title = "Untitled book"
    var subtitle = ""
    var description = ""
    var language = "en"
    var author: String?
    /// The stem of the downloads' file names: `<downloads>-examples.zip`, `<downloads>.epub`.
    var downloads = "book"
    /// The categories chapters may name, in the order the book shows them.
    package var categories: [String] = []
    /// Ends in `/`.
    var baseURL: String?
    /// No trailing `/`.
    var repository: String?
    var branch = "main"
    /// Whether every build writes the EPUB edition into `Site/` (`epub: false` turns it off,
    /// for a book too large to repack on every edit, or one that wants none).
    package var ebook = true
    /// The book's introduction, from `Content/index.md`, when it has one.
    var introduction: Introduction?

    init() {}

    package static let path = "Content/site.yml"
    static let fields = [
        "title", "subtitle", "description", "language", "author", "downloads", "categories", "base-url", "repository",
        "branch", "epub",
    ]

    /// Where the examples' package is offered for download, in the site.
    var examplesDownload: String { "downloads/\(downloads)-examples.zip" }
    /// The folder the examples' package unpacks into.
    var examplesFolder: String { "\(downloads)-examples" }
    /// Where every build writes the EPUB edition, in the site.
    package var ebookDownload: String { "downloads/\(downloads).epub" }

    /// The path part of `baseURL` (`/patterns/`), or `/`: where the 404 page's links start.
    var basePath: String {
        guard let baseURL, let components = URLComponents(string: baseURL), !components.path.isEmpty else { return "/" }
        return components.path.hasSuffix("/") ? components.path : components.path + "/"
    }

    /// The address of a file of the repository, to read (`blob`) or to edit (`edit`).
    func repositoryURL(_ action: String, _ path: String) -> String? {
        repository.map { "\($0)/\(action)/\(branch)/\(path)" }
    }

    /// A digest of everything that shows on pages, for the cache's keys.
    var digest: String {
        Digest.hex(
            ([title, subtitle, description, language, author ?? "", downloads, baseURL ?? "", repository ?? "", branch]
                + ["\(ebook)"] + categories + [introduction?.markdown ?? ""]).joined(separator: "\n"))
    }

    /// The `categories:` list: non-empty names, none twice (in any case), each problem located.
    private static func categories(_ value: Node, line: Int?, problems: inout [Diagnostic]) -> [String] {
        guard let items = value.sequence, !items.isEmpty else {
            problems.append(
                Diagnostic(
                    file: path, line: line, column: 1, message: "'categories' must be a list of names",
                    hint: "write them in reading order: categories: [Basics, Patterns]"))
            return []
        }
        var names: [String] = []
        for item in items {
            let itemLine = item.mark.map { $0.line } ?? line
            let column = item.mark.map { $0.column } ?? 1
            guard let name = item.string?.trimmingCharacters(in: .whitespaces), !name.isEmpty else {
                problems.append(
                    Diagnostic(
                        file: path, line: itemLine, column: column, message: "a category must be a non-empty name",
                        hint: "write each category as text"))
                continue
            }
            if let other = names.first(where: { $0.lowercased() == name.lowercased() }) {
                problems.append(
                    Diagnostic(
                        file: path, line: itemLine, column: column,
                        message: other == name
                            ? "the category '\(name)' is declared twice"
                            : "the category '\(name)' is '\(other)' in another case, declared twice",
                        hint: "declare each category once"))
                continue
            }
            names.append(name)
        }
        return names
    }

    /// Reads `Content/site.yml`; a missing file is the defaults. Every problem is located.
    package static func load(_ project: ProjectLayout) throws(BuildFailure) -> SiteConfig {
        let url = project.root.appendingPathComponent(path)
        if let problem = ProjectLinks.problem(at: url.path, shownAs: path) { throw BuildFailure([problem]) }
        guard FileManager.default.fileExists(atPath: url.path) else { return SiteConfig() }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw BuildFailure([
                Diagnostic(
                    file: path, message: "\(path) cannot be read", hint: "make it readable (chmod u+r), or remove it")
            ])
        }
        var config = SiteConfig()
        var problems: [Diagnostic] = []
        func problem(_ line: Int?, _ message: String, _ hint: String) {
            problems.append(Diagnostic(file: path, line: line, column: 1, message: message, hint: hint))
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(decoding: data, as: UTF8.self))
        } catch {
            throw BuildFailure([
                Diagnostic(
                    file: path, line: 1, column: 1, message: "\(path) is not valid YAML: \(error)",
                    hint: "write one 'field: value' per line")
            ])
        }
        guard let mapping = node?.mapping else {
            if node == nil { return config }
            throw BuildFailure([
                Diagnostic(
                    file: path, line: 1, column: 1, message: "\(path) must be a mapping of fields",
                    hint: "write one 'field: value' per line, with the fields \(fields.joined(separator: ", "))")
            ])
        }
        for (key, value) in mapping {
            let line = key.mark.map { $0.line }
            if key.string == "categories" {
                config.categories = categories(value, line: line, problems: &problems)
                continue
            }
            guard let name = key.string, let text = value.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty
            else {
                problem(line, "every field of \(path) needs a text value", "write 'field: value'")
                continue
            }
            if let (message, hint) = config.set(name, to: text) { problem(line, message, hint) }
        }
        if !mapping.keys.contains(where: { $0.string == "title" }) {
            problem(1, "\(path) has no title", "add 'title: ' and the book's title")
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return config
    }

    /// Sets the field `name` to `text`; the problem, when `name` is no field or `text` is not a
    /// value it takes.
    private mutating func set(_ name: String, to text: String) -> (message: String, hint: String)? {
        switch name {
        case "title": title = text
        case "subtitle": subtitle = text
        case "description": description = text
        case "author": author = text
        case "language":
            guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                return ("'\(text)' is not a language tag", "write one such as en, en-GB or fr")
            }
            language = text
        case "downloads":
            guard text.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
                return (
                    "'downloads' names files, so it is lowercase letters, digits and hyphens",
                    "for example 'my-swift-book'"
                )
            }
            downloads = text
        case "base-url", "repository":
            guard let parsed = URLComponents(string: text), ["https", "http"].contains(parsed.scheme ?? ""),
                parsed.host?.isEmpty == false
            else {
                return ("'\(name)' must be an http or https address, not '\(text)'", "for example https://example.org/")
            }
            if name == "base-url" {
                baseURL = text.hasSuffix("/") ? text : text + "/"
            } else {
                repository = text.hasSuffix("/") ? String(text.dropLast()) : text
            }
        case "branch":
            branch = text
        case "epub":
            guard let on = Bool(text) else {
                return ("'epub' is true or false, not '\(text)'", "write 'epub: false' to leave the EPUB out")
            }
            ebook = on
        default:
            return ("unknown field '\(name)' in \(Self.path)", "the fields are \(Self.fields.joined(separator: ", "))")
        }
        return nil
    }
}
