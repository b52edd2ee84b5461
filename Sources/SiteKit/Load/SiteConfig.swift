import Foundation
import HotPaths
import Yams

/// What the site knows about its home, from `Content/site.yml` (every field optional):
///
///     title: Swift Design Patterns
///     base-url: https://patterns.example.org/        # sitemap.xml, and the 404 page's links
///     repository: https://github.com/owner/patterns   # "Edit this page" and links to each listing's file
///     branch: main                                    # the branch those links point into
///
/// Without `base-url` no `sitemap.xml` is written (the protocol wants absolute URLs) and the 404
/// page assumes the site is served from the root of its host; without `repository` the page
/// shows no edit or file links.
struct SiteConfig: Sendable, Equatable {
    var title = "Swift Design Patterns"
    /// Ends in `/`.
    var baseURL: String?
    /// No trailing `/`.
    var repository: String?
    var branch = "main"
    /// The book's introduction, from `Content/index.md`, when it has one.
    var introduction: Introduction?

    init() {}

    static let path = "Content/site.yml"
    static let fields = ["title", "base-url", "repository", "branch"]

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
            [title, baseURL ?? "", repository ?? "", branch, introduction?.markdown ?? ""].joined(separator: "\n"))
    }

    /// Reads `Content/site.yml`; a missing file is the defaults. Every problem is located.
    static func load(_ project: ProjectLayout) throws(BuildFailure) -> SiteConfig {
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
            guard let name = key.string, let text = value.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty
            else {
                problem(line, "every field of \(path) needs a text value", "write 'field: value'")
                continue
            }
            switch name {
            case "title":
                config.title = text
            case "base-url", "repository":
                guard let parsed = URLComponents(string: text), ["https", "http"].contains(parsed.scheme ?? ""),
                    parsed.host?.isEmpty == false
                else {
                    problem(
                        line, "'\(name)' must be an http or https address, not '\(text)'",
                        "for example https://example.org/")
                    continue
                }
                if name == "base-url" {
                    config.baseURL = text.hasSuffix("/") ? text : text + "/"
                } else {
                    config.repository = text.hasSuffix("/") ? String(text.dropLast()) : text
                }
            case "branch":
                config.branch = text
            default:
                problem(line, "unknown field '\(name)' in \(path)", "the fields are \(fields.joined(separator: ", "))")
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return config
    }
}
