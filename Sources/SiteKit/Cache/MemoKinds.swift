import Foundation

/// The kinds of value the build remembers, each with its place on disk (see `MemoKind`).
extension MemoKind where Value == RunResult {
    /// What an example printed, by `RunExamplesStep.Inputs`. All runs share one pack file.
    static var run: MemoKind {
        MemoKind(
            name: "runs",
            read: { store, cache, key in cache.runs.flatMap { store.read(RecordedRun.self, in: $0, key: key)?.result }
            },
            write: { store, cache, result, key in
                if let runs = cache.runs { try? store.write(RecordedRun(result), to: runs, key: key) }
            },
            keep: { cache, key in cache.runs?.keep(key) },
            recorded: { captured, key in captured.run(key: key) },
            isWorthKeeping: { $0.isTheProgramsResult })
    }
}

extension MemoKind where Value == CompilerDiagnostics {
    /// What the compiler said about an example compiled on its own, by
    /// `DiagnoseExamplesStep.Inputs`; kept apart from the runs (`diagnostics/`), like the binaries
    /// SwiftPM keeps in `.build`, so `site-bench` can keep them when it clears the runs.
    static var diagnostics: MemoKind {
        MemoKind(
            name: "diagnostics",
            read: { store, _, key in
                store.read(RecordedRun.self, kind: "diagnostics", key: key).flatMap(CompilerDiagnostics.init(cached:))
            },
            write: { store, _, said, key in
                try? store.write(RecordedRun(said.cachedResult), kind: "diagnostics", key: key)
            },
            recorded: { captured, key in captured.diagnostics(key: key) })
    }
}

extension MemoKind where Value == VariantResult {
    /// What a `compare` or `emitted` fence's compilation gave, by `CompileVariantsStep.Inputs`.
    static var variant: MemoKind {
        MemoKind(
            name: "variants",
            read: { store, _, key in store.read(VariantResult.self, kind: "variants", key: key) },
            write: { store, _, result, key in try? store.write(result, kind: "variants", key: key) },
            recorded: { captured, key in captured.variant(key: key) },
            isWorthKeeping: { !["interrupted", "notStarted"].contains($0.run?.termination) })
    }
}

extension MemoKind where Value == CachedPage {
    /// A rendered chapter, by `PageKeys.PageInputs`. All pages share one pack file.
    static var page: MemoKind {
        MemoKind(
            name: "pages",
            read: { store, cache, key in
                cache.pages.flatMap { store.readWithAttachments(CachedPage.Record.self, in: $0, key: key) }.flatMap {
                    CachedPage(record: $0.value, attachments: $0.attachments)
                }
            },
            write: { store, cache, page, key in
                guard let pages = cache.pages else { return }
                try? store.write(page.record, attachments: page.attachments, to: pages, key: key)
            },
            keep: { cache, key in cache.pages?.keep(key) })
    }
}

extension MemoKind where Value == [Diagnostic] {
    /// The snippet-marker problems of an example, by its source hash; kept only in memory (on
    /// disk the cache keeps which examples had none, `SiteCache.soundMarkers`).
    static var markerProblems: MemoKind { MemoKind(name: "marker problems") }
}

extension MemoKind where Value == SwiftHighlighter.Highlighted {
    /// A source's highlighted lines, by the source itself; kept only in memory.
    static var highlighted: MemoKind { MemoKind(name: "highlighted") }
}

extension MemoKind where Value == Result<String, Problem> {
    /// A drawn diagram (or why it cannot be drawn), by everything it is drawn from; kept only
    /// in memory.
    static var diagram: MemoKind { MemoKind(name: "diagrams") }
}

extension MemoKind where Value == String {
    /// A chapter's EPUB document, by its page's key and the edition's version, stored raw as
    /// an attachment. All documents share one pack file: every build that makes the book reads
    /// every chapter's, thousands in a large book.
    static var ebookChapter: MemoKind {
        MemoKind(
            name: "ebook",
            read: { store, cache, key in
                let entry = cache.ebook.flatMap { store.readWithAttachments(String.self, in: $0, key: key) }
                return entry?.attachments.first.map { String(decoding: $0, as: UTF8.self) }
            },
            // A cache that cannot be written costs the next build time, never correctness.
            write: { store, cache, document, key in
                guard let ebook = cache.ebook else { return }
                try? store.write("", attachments: [Data(document.utf8)], to: ebook, key: key)
            },
            keep: { cache, key in cache.ebook?.keep(key) })
    }
}

extension MemoKind where Value == String {
    /// What `swiftc -print-supported-features` printed, by the toolchain alone: one
    /// toolchain always prints the same list, and asking costs a process on every build.
    static var compilerFeatures: MemoKind {
        MemoKind(
            name: "compiler features",
            read: { store, _, key in store.read(String.self, kind: "features", key: key) },
            write: { store, _, listing, key in try? store.write(listing, kind: "features", key: key) })
    }
}

extension MemoKind where Value == [String: TryOnline] {
    /// Every example's "Try it online" link, by `LayOutStep.tryOnlineLinks`. One slot on disk,
    /// holding the latest links with their key: a new set replaces the old one rather than
    /// adding a file of every example's source for each edit to one of them.
    static var tryOnline: MemoKind {
        MemoKind(
            name: "try online",
            read: { store, _, key in
                store.read(TryOnlineSlot.self, kind: "links", key: "latest").flatMap {
                    $0.key == key ? $0.links : nil
                }
            },
            write: { store, _, links, key in
                try? store.write(TryOnlineSlot(key: key, links: links), kind: "links", key: "latest")
            })
    }
}

extension MemoKind where Value == String {
    /// The sidebar's HTML, by `LayOutStep.sidebarHTML`. One slot on disk, like the
    /// "Try it online" links: the key is stored with the HTML and must match.
    static var sidebar: MemoKind {
        MemoKind(
            name: "sidebar",
            read: { store, _, key in
                store.readWithAttachments(String.self, kind: "sidebar", key: "latest").flatMap { slot in
                    slot.value == key ? slot.attachments.first.map { String(decoding: $0, as: UTF8.self) } : nil
                }
            },
            write: { store, _, html, key in
                try? store.write(key, attachments: [Data(html.utf8)], kind: "sidebar", key: "latest")
            })
    }
}

/// The one entry `MemoKind.tryOnline` keeps on disk.
private struct TryOnlineSlot: Codable {
    var key: String
    var links: [String: TryOnline]
}
