import Foundation

/// The EPUB edition made on its own, in memory: the book a site build writes into `Site/`
/// (with the default date), with what was done to make it.
package struct EbookOutput: Sendable {
    /// The EPUB file.
    package var data: Data
    /// Where in `Site/` a build puts it (`SiteConfig.ebookDownload`).
    package var path: String
    package var chapterCount: Int
    /// The chapters whose documents were made by this build; the others came from the cache.
    package var documentsMade: [String]
    /// What the build did before the book, with each stage's time.
    package var report: WorkReport
}

extension SiteGenerator {
    /// Makes the EPUB edition without writing anything: the same steps as a site build up to
    /// rendering (with the cache, when there is one, compiling, running and rendering only what
    /// changed), then the book from the rendered chapters, as `EbookStep` makes it.
    /// - Parameter modified: the book's `dcterms:modified` (see `EbookEdition.modified`).
    package func ebook(modified: String = EbookEdition.modified(sourceDateEpoch: nil)) async throws(BuildFailure)
        -> EbookOutput
    {
        defer { progress.finish() }
        let memo = await SiteCache.of(self)
        defer { memo.finishBuild(complete: false) }
        var pipeline = Pipeline(BuildContext(generator: self, memo: memo))
        let gathered = try await gather(&pipeline, keepingManifestCurrent: false)
        let loaded = gathered.loaded
        let keys = PageKeys(
            loaded: loaded, results: gathered.evidence.results, generator: self,
            memo: memo)
        let pages = try await render(gathered, keys: keys, &pipeline)
        progress.begin("Making the EPUB edition of \(pages.count) chapters")
        let book = try await EbookEdition.make(
            pages, pageKeys: keys.pages, config: loaded.config, memo: memo, modified: modified)
        return EbookOutput(
            data: book.data, path: loaded.config.ebookDownload, chapterCount: pages.count,
            documentsMade: book.documentsMade, report: pipeline.context.report)
    }
}
