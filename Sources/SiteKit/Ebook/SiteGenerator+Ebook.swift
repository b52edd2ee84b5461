import Foundation

/// What `site epub` made: the book's bytes and what was done to make them.
package struct EbookOutput: Sendable {
    /// The EPUB file.
    package var data: Data
    /// Where in `Site/` it goes (`SiteConfig.ebookDownload`).
    package var path: String
    package var chapterCount: Int
    /// The chapters whose documents were made by this build; the others came from the cache.
    package var documentsMade: [String]
    /// What the build did before the book, with each stage's time.
    package var report: WorkReport
}

extension SiteGenerator {
    /// Builds the EPUB edition: the same steps as a site build up to rendering (with the
    /// cache, when there is one, compiling, running and rendering only what changed), then
    /// the book from the rendered chapters. Writes nothing; see `writeEbook(_:)`.
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
        let store = EbookChapterStore(
            memo: memo,
            links: EbookLinks(
                slugs: Set(loaded.chapters.map(\.slug)), baseURL: loaded.config.baseURL, fromChapter: true),
            language: loaded.config.language)
        let (documents, made) = await store.documents(pages, pageKeys: keys.pages)
        // What the pages show is escaped already (`HTML.escape`); this is the last guard that
        // no document is one a reader's XML parser refuses.
        let unparseable = zip(pages, documents).compactMap { page, document in
            EbookEdition.characterXMLRefuses(in: document).map { scalar in
                Diagnostic(
                    file: page.chapter.sourcePath,
                    message: "the chapter's EPUB document would hold U+\(HTML.hex(scalar)), which XML cannot carry",
                    hint: "remove the character from the chapter, or from what its example prints")
            }
        }
        guard unparseable.isEmpty else { throw BuildFailure(unparseable) }
        let shown = Set(pages.flatMap(\.examplesShown).map(\.name))
        let data = EbookEdition.archive(
            pages, documents: documents, config: loaded.config, toolchain: memo.toolchain,
            exampleCount: shown.count, modified: modified)
        return EbookOutput(
            data: data, path: loaded.config.ebookDownload, chapterCount: pages.count, documentsMade: made,
            report: pipeline.context.report)
    }

    /// Writes `ebook` to `Site/downloads/` (through a temporary file in the scratch folder and
    /// a rename, so a reader never sees half a book) and returns where.
    package func writeEbook(_ ebook: EbookOutput) throws -> URL {
        let target = project.site.appendingPathComponent(ebook.path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.scratch, withIntermediateDirectories: true)
        let temporary = project.scratch.appendingPathComponent("\(target.lastPathComponent).partial")
        try FileWriter.replace(temporary.path, with: ebook.data)
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw BuildFailure([
                Diagnostic(file: "Site/\(ebook.path)", message: "could not write the EPUB: \(reason)")
            ])
        }
        return target
    }
}
