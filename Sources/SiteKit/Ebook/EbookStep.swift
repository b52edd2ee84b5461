import Foundation

/// Puts the EPUB edition into the site (`SiteConfig.ebookDownload`), beside the examples' zip,
/// on every build: committed with the rest of `Site/`, so the published site, opened from disk
/// too, offers it for download, and `site check` finds it stale like any page.
///
/// Remembered twice over so that it costs an edit little: while the digest of what the book is
/// made from is the one the last build recorded and the file in `Site/` is the one it wrote,
/// the book is kept as it is, like a page, and nothing is read or packed; otherwise each
/// chapter's document comes from the cache unless its rendering changed (`EbookChapterStore`),
/// and only the packing is done again.
struct EbookStep: BuildStep {
    let name = "epub"
    let loaded: LoadedProject
    let pages: [RenderedChapter]
    /// Each chapter's page key (`PageKeys.pages`): its rendering's inputs.
    let pageKeys: [String]
    /// Where the book goes: `Site/`'s staging folder, or memory for `site check`.
    let sink: any SiteSink

    /// What the book is made from: every chapter's rendering, the configuration the cover,
    /// title page and package document show, the toolchain the title page names, and the
    /// edition's format.
    private struct Inputs: Encodable {
        var version: String
        var pages: [String]
        var config: String
        var toolchain: String
    }

    /// The book as the home page offers it; `nil` when `Content/site.yml` says `epub: false`.
    func run(_ context: inout BuildContext) async throws(BuildFailure) -> EbookDownload? {
        let config = loaded.config
        guard config.ebook else { return nil }
        let path = config.ebookDownload
        let key = MemoKey.of(
            "epub",
            Inputs(
                version: EbookEdition.version, pages: pageKeys, config: config.digest,
                toolchain: context.memo.toolchain))
        if sink.isCurrent(path, inputKey: key),
            let kept = FileStamp(path: context.project.site.appendingPathComponent(path).path)
        {
            sink.keep(path, inputKey: key)
            EbookChapterStore.keep(pageKeys: pageKeys, language: config.language, memo: context.memo)
            return EbookDownload(path: path, bytes: kept.size)
        }
        context.log("Making the EPUB edition of \(pages.count) chapters")
        context.generator.progress.begin("Making the EPUB edition of \(pages.count) chapters")
        let book = try await EbookEdition.make(pages, pageKeys: pageKeys, config: config, memo: context.memo)
        context.report.ebookDocumentsMade = book.documentsMade.count
        do {
            try sink.add(path, book.data, inputKey: key)
        } catch {
            throw BuildFailure(error, writing: "Site/\(path)")
        }
        return EbookDownload(path: path, bytes: book.data.count)
    }
}
