import Foundation
import SiteKit

/// What the search index costs a reader of a built site: its total size, and the bytes a few
/// typical queries load, gzip'd as a server would send them. The files a query loads are
/// picked as `site.js` picks them: the top level, the chunks that can hold each term's words
/// (its prefix range, at most 6 chunks, the singular of a plural, and for a term of five
/// letters or more the 4 around it that share its first two letters, for typos), and the
/// pages of the results shown; for those this counts the 12 largest page files of the book, a
/// bound that needs no ranking (the first 12 results are ordered again from their pages'
/// text, so they are the pages a query loads).
struct SearchBudget {
    struct Query {
        var text: String
        var files: Int
        var gzipBytes: Int
    }

    var files: Int
    var bytes: Int
    var gzipBytes: Int
    var queries: [Query]

    /// Queries a reader might type: a word in a few chapters, a typo, two words that are in
    /// every chapter of the synthetic book, and the shortest prefix searched.
    static let typicalQueries = ["actor", "observr", "keeps state", "st"]

    static let prefixChunks = 6
    static let typoChunks = 4
    static let shownResults = 12

    init(site: URL, queries: [String] = typicalQueries) async throws {
        let folder = site.appendingPathComponent(SearchIndex.folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let sizes = try await Self.gzipSizes(names.map { folder.appendingPathComponent($0) })
        let gzip = Dictionary(uniqueKeysWithValues: zip(names, sizes))
        files = names.count
        bytes = try names.reduce(0) {
            $0
                + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent($1).path)[.size])
                    as? Int ?? 0)
        }
        gzipBytes = sizes.reduce(0, +)

        // The top level: window.SEARCH_INDEX({"chunks":[...],"pages":[...]});
        let top = try Data(contentsOf: folder.appendingPathComponent("index.js"))
        let json = top.dropFirst("window.SEARCH_INDEX(".utf8.count).dropLast(");\n".utf8.count)
        struct Top: Decodable { var chunks: [Chunk] }
        enum Chunk: Decodable {
            case same(String)
            case named(String, String)
            init(from decoder: any Decoder) throws {
                if let word = try? decoder.singleValueContainer().decode(String.self) {
                    self = .same(word)
                } else {
                    let pair = try decoder.singleValueContainer().decode([String].self)
                    self = .named(pair[0], pair[1])
                }
            }
            var first: String {
                switch self {
                case .same(let word), .named(let word, _): word
                }
            }
            var file: String {
                switch self {
                case .same(let name), .named(_, let name): "words-\(name).js"
                }
            }
        }
        let chunks = try JSONDecoder().decode(Top.self, from: Data(json)).chunks
        let largestPages = names.filter { $0.hasPrefix("pages-") }.map { gzip[$0] ?? 0 }.sorted(by: >)
            .prefix(Self.shownResults).reduce(0, +)

        func less(_ a: String, _ b: String) -> Bool { SearchText.utf16Order(a, b) }
        func between(_ low: String, _ high: String) -> [Int] {
            chunks.indices.filter { index in
                less(chunks[index].first, high) && (index + 1 == chunks.count || less(low, chunks[index + 1].first))
            }
        }
        self.queries = queries.map { query in
            var needed: Set<Int> = []
            for term in SearchText.words(in: query.lowercased()) {
                var list = between(term, term + "\u{FFFF}").prefix(Self.prefixChunks)
                if term.count >= 5 {
                    var home = 0
                    while home + 1 < chunks.count && !less(term, chunks[home + 1].first) { home += 1 }
                    let start = String(term.prefix(2))
                    list += between(start, start + "\u{FFFF}").filter {
                        $0 >= home - 1 && $0 < home - 1 + Self.typoChunks
                    }
                }
                needed.formUnion(list)
                // A plural's singular ("wrappers", "wrapper"), which sorts before it.
                if term.count >= 4, term.hasSuffix("s") {
                    for stem in [term.dropLast()] + (term.hasSuffix("es") ? [term.dropLast(2)] : []) {
                        needed.formUnion(between(String(stem), String(stem) + "\u{0}"))
                    }
                }
            }
            let loaded = ["index.js"] + needed.map { chunks[$0].file }
            return Query(
                text: query, files: loaded.count + Self.shownResults,
                gzipBytes: loaded.reduce(0) { $0 + (gzip[$1] ?? 0) } + largestPages)
        }
    }

    /// Each file's size gzip'd (`gzip -6`, what servers commonly send), in one shell.
    static func gzipSizes(_ files: [URL]) async throws -> [Int] {
        let result = await ProcessRunner(timeout: 600).run(
            "/bin/sh", ["-c", "for f in \"$@\"; do gzip -6 -c \"$f\" | wc -c; done", "sh"] + files.map(\.path))
        guard result.succeeded else {
            throw BuildFailure([
                Diagnostic(
                    file: files.first?.path ?? "", message: "gzip \(result.terminationSummary): \(result.stderr)")
            ])
        }
        return result.stdout.split(separator: "\n").map { Int($0.trimmingCharacters(in: .whitespaces)) ?? 0 }
    }

    var lines: [String] {
        var lines = [
            String(
                format: "search index: %d files, %.1f MB, %.1f MB gzip'd; bytes a query loads, gzip'd (goal ≤ 300 KB):",
                files, Double(bytes) / 1e6, Double(gzipBytes) / 1e6)
        ]
        for query in queries {
            let kilobytes = String(format: "%.0f KB", Double(query.gzipBytes) / 1000)
            lines.append(
                "  \"\(query.text)\": \(query.files) files, \(kilobytes) \(query.gzipBytes <= 300_000 ? "yes" : "NO")")
        }
        return lines
    }
}
