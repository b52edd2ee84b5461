import Foundation

/// The one link checker. Links between chapters are checked once every chapter is rendered,
/// against their headings, and reported at the line of the chapter that has the link; the
/// laid-out pages are checked by `site check`, every relative `href` and `src` and its
/// `#anchor`, which covers the links the templates add (navigation, sidebar, search).
enum LinkChecker {
    /// Every `chapter.md#anchor` link whose anchor is not a heading of that chapter (or of the
    /// introduction, `index.md`, whose headings' ids are `introduction`).
    static func chapterLinks(in chapters: [RenderedChapter], introduction: [String]? = nil) -> [Diagnostic] {
        var ids = Dictionary(
            chapters.map { ($0.chapter.slug, Set($0.headings.map(\.id)).union(ChapterRenderer.reservedIDs)) },
            uniquingKeysWith: { a, _ in a })
        if let introduction { ids[Introduction.slug] = Set(introduction) }
        var problems: [Diagnostic] = []
        for chapter in chapters {
            for link in chapter.links {
                guard let fragment = link.fragment, !fragment.isEmpty else { continue }
                guard let targetIDs = ids[link.slug], !targetIDs.contains(fragment) else { continue }
                let known =
                    link.slug == Introduction.slug
                    ? introduction ?? [] : chapters.first { $0.chapter.slug == link.slug }?.headings.map(\.id) ?? []
                problems.append(
                    Diagnostic(
                        file: chapter.chapter.sourcePath, line: link.line,
                        message: "the anchor '#\(fragment)' does not exist in \(link.slug).md",
                        hint: "its headings' anchors are \(known.joined(separator: ", "))"))
            }
        }
        return problems
    }

    /// Every relative link or anchor in the generated HTML that points to nothing.
    static func pageLinks(in files: [String: Data]) -> [Diagnostic] {
        var ids: [String: Set<String>] = [:]
        var pages: [String: String] = [:]
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            pages[path] = html
            ids[path] = Set(html.matches(of: /\bid="([^"]+)"/).map { String($0.1) })
        }
        var problems: [Diagnostic] = []
        for (path, html) in pages.sorted(by: { $0.key < $1.key }) {
            var seen = Set<String>()
            for match in html.matches(of: /\b(?:href|src)="([^"]*)"/) {
                // The 404 page's <base> is where the site is served from, not a link.
                if html[..<match.range.lowerBound].hasSuffix("<base ") { continue }
                let target = String(match.1)
                guard seen.insert(target).inserted, !target.contains(":"), !target.hasPrefix("//") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? path : String(parts[0])
                guard files[file] != nil else {
                    problems.append(
                        Diagnostic(file: "Site/\(path)", message: "the link '\(target)' points to no file of the site"))
                    continue
                }
                if parts.count == 2, file.hasSuffix(".html"), ids[file]?.contains(String(parts[1])) != true {
                    problems.append(
                        Diagnostic(
                            file: "Site/\(path)",
                            message: "the link '\(target)' points to an anchor that does not exist"))
                }
            }
        }
        return problems
    }
}
