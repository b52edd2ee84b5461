import Foundation

/// What `site epub` made: the book's bytes and what was done to make them.
public struct EbookOutput: Sendable {
    /// The EPUB file.
    public var data: Data
    public var chapterCount: Int
    /// The chapters whose documents were made by this build; the others came from the cache.
    public var documentsMade: [String]
    /// What the build did before the book, with each stage's time.
    public var report: WorkReport
}

extension SiteGenerator {
    /// Builds the EPUB edition: the same steps as a site build up to rendering (with the
    /// cache, when there is one, compiling, running and rendering only what changed), then
    /// the book from the rendered chapters. Writes nothing; see `writeEbook(_:)`.
    /// - Parameter modified: the book's `dcterms:modified` (see `EbookEdition.modified`).
    public func ebook(modified: String = EbookEdition.modified(sourceDateEpoch: nil)) async throws(BuildFailure)
        -> EbookOutput
    {
        var context = BuildContext(generator: self, forWriting: false)
        defer { progress.finish() }
        defer { cache?.finishBuild(complete: false) }
        try await Pipeline.run(Self.steps.filter { !($0 is LayOutStep) }, &context)
        progress.begin("Making the EPUB edition of \(context.pages.count) chapters")
        let store = EbookChapterStore(
            store: cache?.store,
            links: EbookLinks(
                slugs: Set(context.chapters.map(\.slug)), baseURL: context.config.baseURL, fromChapter: true))
        let (documents, made) = await store.documents(context.pages, pageKeys: context.pageKeys)
        let shown = Set(context.pages.flatMap(\.examplesShown).map(\.name))
        let data = EbookEdition.archive(
            context.pages, documents: documents, config: context.config, toolchain: context.captured.toolchain,
            exampleCount: shown.count, modified: modified)
        return EbookOutput(data: data, chapterCount: context.pages.count, documentsMade: made, report: context.report)
    }

    /// Writes `ebook` to `Site/downloads/` (through a temporary file in the scratch folder and
    /// a rename, so a reader never sees half a book) and returns where.
    public func writeEbook(_ ebook: EbookOutput) throws -> URL {
        let target = project.site.appendingPathComponent(EbookEdition.path)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.scratch, withIntermediateDirectories: true)
        let temporary = project.scratch.appendingPathComponent("\(target.lastPathComponent).partial")
        try FileWriter.replace(temporary.path, with: ebook.data)
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw BuildFailure([
                Diagnostic(file: "Site/\(EbookEdition.path)", message: "could not write the EPUB: \(reason)")
            ])
        }
        return target
    }
}
