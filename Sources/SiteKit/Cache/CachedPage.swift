import Foundation

/// A rendered chapter as the cache stores it: everything but the chapter itself, which is
/// loaded fresh on every build (its text is part of the page's key). Its HTML (the body, the
/// print page's section, the at-a-glance answers) and its search entry, nearly all of the
/// bytes, are stored raw as attachments; the rest is a `CacheRecord`.
struct CachedPage: CacheRecord, Sendable {
    var headings: [RenderedChapter.Heading]
    var links: [RenderedChapter.ChapterLink]
    var examplesRun: [String]
    var examplesShown: [RenderedChapter.ExampleShown]

    init(_ page: RenderedChapter) {
        headings = page.headings
        links = page.links
        examplesRun = page.examplesRun
        examplesShown = page.examplesShown
    }

    init(reading reader: inout RecordReader) throws(RecordReader.Malformed) {
        headings = []
        for _ in 0..<(try reader.count()) {
            headings.append(.init(level: try reader.int(), text: try reader.string(), id: try reader.string()))
        }
        links = []
        for _ in 0..<(try reader.count()) {
            links.append(
                .init(slug: try reader.string(), fragment: try reader.optionalString(), line: try reader.int()))
        }
        examplesRun = try reader.strings()
        examplesShown = []
        for _ in 0..<(try reader.count()) {
            examplesShown.append(
                .init(name: try reader.string(), section: try reader.string(), runs: try reader.bool()))
        }
    }

    func write(to writer: inout RecordWriter) {
        writer.write(headings.count)
        for heading in headings {
            writer.write(heading.level)
            writer.write(heading.text)
            writer.write(heading.id)
        }
        writer.write(links.count)
        for link in links {
            writer.write(link.slug)
            writer.write(link.fragment)
            writer.write(link.line)
        }
        writer.write(examplesRun)
        writer.write(examplesShown.count)
        for shown in examplesShown {
            writer.write(shown.name)
            writer.write(shown.section)
            writer.write(shown.runs)
        }
    }

    /// What is stored raw: the HTML, the search entry, the print page's section, then each
    /// at-a-glance answer.
    static func attachments(of page: RenderedChapter) -> [Data] {
        [Data(page.html.utf8), Data(page.searchEntry.utf8), Data(page.printSection.utf8)]
            + page.glanceHTML.map { Data($0.utf8) }
    }

    /// The rendered chapter again, for `chapter`; `nil` unless every attachment is there.
    func rendered(_ chapter: Chapter, attachments: [Data]) -> RenderedChapter? {
        let texts = attachments.compactMap { String(validating: $0, as: UTF8.self) }
        guard texts.count == attachments.count, texts.count == 3 + Glance.questions.count else { return nil }
        return RenderedChapter(
            chapter: chapter, html: texts[0], glanceHTML: Array(texts[3...]),
            headings: headings, links: links,
            examplesRun: examplesRun, examplesShown: examplesShown, searchEntry: texts[1], printSection: texts[2])
    }
}
