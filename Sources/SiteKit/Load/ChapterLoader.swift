import Foundation

/// Loads every chapter in `Content/`: reads it as UTF-8, splits off and reads its front
/// matter, and checks what can be checked of one chapter against the others (unique slugs
/// and titles, related chapters that exist and list each other back).
struct ChapterLoader: Sendable {
    let project: ProjectLayout
    /// What a long-running preview's earlier loads read; `nil` reads every file.
    var memo: LoadMemo?
    /// The book's categories, in reading order (`Content/site.yml`): a chapter names one.
    var categories: [String]
    var drafts: DraftPolicy

    init(project: ProjectLayout, memo: LoadMemo? = nil, categories: [String], drafts: DraftPolicy = .leaveOut) {
        self.project = project
        self.memo = memo
        self.categories = categories
        self.drafts = drafts
    }

    /// The chapters sorted by category and order, or every problem found in any of them.
    func load() throws(BuildFailure) -> [Chapter] { try loadLeavingOutDrafts().chapters }

    /// The chapters, and the warnings of the drafts left out (`DraftPolicy.leaveOut`).
    func loadLeavingOutDrafts() throws(BuildFailure) -> (chapters: [Chapter], draftsLeftOut: [Diagnostic]) {
        var problems = DiagnosticCollector()
        var chapters: [Chapter] = []
        let files: [String]
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: project.content.path)
                .filter { !$0.hasPrefix(".") }
                .sorted()
            // `index.md` is the book's introduction, not a chapter (`Introduction`).
            files = names.filter { $0.hasSuffix(".md") && $0 != Introduction.slug + ".md" }
            for name in names where Self.isUnreadMarkdown(name) {
                problems.report(
                    Diagnostic(
                        file: "Content/\(name)",
                        message: "Content/\(name) looks like a chapter, but only '.md' files are read",
                        hint: "rename it to '\((name as NSString).deletingPathExtension).md'"))
            }
        } catch {
            throw BuildFailure([
                Diagnostic(
                    file: "Content", message: "cannot read the chapters folder",
                    hint: "create Content/ with one Markdown file per chapter")
            ])
        }
        // Files are read and parsed on every core; the results keep the files' order.
        let folder = project.content.path
        let results = files.parallelMap { file in
            let path = folder + "/" + file
            // The stamp is taken before the read: a write after it changes the stamp.
            guard let memo, let stamp = FileStamp(path: path) else { return load(file, in: folder) }
            if let known = memo.chapter(at: path, stamp: stamp) { return known }
            let result = load(file, in: folder)
            memo.remember(result, at: path, stamp: stamp)
            return result
        }
        // A chapter that failed to load still exists for the others' checks: its one mistake
        // is reported once, where it is, not again by every chapter that relates to it.
        var failed: Set<String> = []
        for (file, result) in zip(files, results) {
            switch result {
            case .success(let chapter): chapters.append(chapter)
            case .failure(let failure):
                failed.insert(String(file.dropLast(3)))
                problems.report(contentsOf: failure.diagnostics)
            }
        }
        let draftsLeftOut = applyingDraftPolicy(to: &chapters, problems: &problems)
        problems.report(
            contentsOf: Self.crossCheck(chapters, failedToLoad: failed, fieldLine: { line(ofField: $1, in: $0) }))
        problems.report(contentsOf: undeclaredCategories(chapters))
        problems.report(contentsOf: Self.sharedOrders(chapters, fieldLine: { line(ofField: $1, in: $0) }))
        try problems.throwIfErrors()
        return (Self.sorted(chapters, categories: categories), draftsLeftOut)
    }

    /// Keeps the chapters the build shows: drafts are left out, shown, or refused (an error at
    /// each), as `drafts` says; returns what to say of those left out. A published chapter that
    /// relates to a left-out draft is then told so by the related-chapter check, at its line.
    private func applyingDraftPolicy(to chapters: inout [Chapter], problems: inout DiagnosticCollector)
        -> [Diagnostic]
    {
        guard drafts != .include else { return [] }
        let found = chapters.filter(\.metadata.draft).map { chapter in
            (chapter, Diagnostic(file: chapter.sourcePath, line: line(ofField: "draft", in: chapter), message: ""))
        }
        chapters.removeAll(where: \.metadata.draft)
        if drafts == .refuse {
            for (chapter, place) in found {
                var problem = place
                problem.message = "'\(chapter.slug)' is a draft, and a draft is never published"
                problem.hint = "finish it and remove 'draft: true', or keep it out of the commit"
                problems.report(problem)
            }
            return []
        }
        return found.map { chapter, place in
            var note = place
            note.message = "'\(chapter.slug)' is a draft: left out of Site/"
            note.hint = "'swift run site serve' shows it; remove 'draft: true' to publish it"
            return note
        }
    }

    /// Reads one chapter file.
    private func load(_ file: String, in contentFolder: String) -> Swift.Result<Chapter, BuildFailure> {
        // Plain strings, since a URL is slow to build and a book has thousands of files.
        let path = "Content/" + file
        let slug = String(file.dropLast(3))
        if Self.reservedSlugs.contains(slug) {
            return .failure(
                BuildFailure([
                    Diagnostic(
                        file: path, line: 1, column: 1,
                        message: "'\(file)' is a reserved name: the generator writes \(slug).html itself",
                        hint:
                            "rename the chapter (\(Self.reservedSlugs.map { "\($0).md" }.joined(separator: ", ")) are reserved)"
                    )
                ]))
        }
        guard Self.isValidSlug(slug) else {
            return .failure(
                BuildFailure([
                    Diagnostic(
                        file: path, message: "'\(file)' is not a valid chapter file name",
                        hint: "use lowercase letters, digits and hyphens, like 'chain-of-responsibility.md'")
                ]))
        }
        if let link = ProjectLinks.problem(at: contentFolder + "/" + file, shownAs: path) {
            return .failure(BuildFailure([link]))
        }
        guard let data = FileManager.default.contents(atPath: contentFolder + "/" + file) else {
            return .failure(BuildFailure([Diagnostic(file: path, message: "cannot read the file")]))
        }
        // A byte-order mark (some Windows editors write one) says nothing a UTF-8 reader needs.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let bytes = data.starts(with: bom) ? data.dropFirst(3) : data
        guard let text = String(validating: bytes, as: UTF8.self) else {
            let (line, column) = Self.firstInvalidUTF8(in: bytes)
            return .failure(
                BuildFailure([
                    Diagnostic(
                        file: path, line: line, column: column, message: "the chapter is not valid UTF-8",
                        hint: "save the file as UTF-8 in your editor")
                ]))
        }
        let hidden = Self.hiddenCharacters(in: text, file: path)
        guard hidden.isEmpty else { return .failure(BuildFailure(hidden)) }
        return FrontMatterReader().read(text, file: path).map { result in
            Chapter(
                slug: slug, sourcePath: path, metadata: result.metadata, body: result.body,
                bodyFirstLine: result.bodyFirstLine, relatedLines: result.relatedLines, digest: Digest.hex(bytes: data))
        }
    }

    /// The book's order: categories as `categories` lists them, inside a category by `order`,
    /// then slug.
    static func sorted(_ chapters: [Chapter], categories: [String]) -> [Chapter] {
        // Each category's rank is worked out once per chapter, not in every comparison.
        let rank = Dictionary(categories.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ranks = chapters.map { (rank[$0.metadata.category] ?? categories.count, $0.metadata.category) }
        return chapters.indices.sorted { a, b in
            if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
            let (first, second) = (chapters[a], chapters[b])
            if first.metadata.order != second.metadata.order { return first.metadata.order < second.metadata.order }
            return first.slug < second.slug
        }.map { chapters[$0] }
    }

    /// Each chapter whose category the book does not declare, at its `category:` line.
    func undeclaredCategories(_ chapters: [Chapter]) -> [Diagnostic] {
        let declared = Set(categories)
        return chapters.filter { !declared.contains($0.metadata.category) }.map { chapter in
            let category = chapter.metadata.category
            let sameLetters = categories.first { $0.lowercased() == category.lowercased() }
            let hint =
                sameLetters.map { "write '\($0)': categories are compared exactly, so the home page has one group" }
                ?? (categories.isEmpty
                    ? "declare the book's categories in \(SiteConfig.path), in reading order: categories: [\(category)]"
                    : "the categories, declared in \(SiteConfig.path), are \(categories.joined(separator: ", ")); add '\(category)' there to start a new one")
            return Diagnostic(
                file: chapter.sourcePath, line: line(ofField: "category", in: chapter), column: 11,
                message: "'\(category)' is not one of the book's categories", hint: hint)
        }
    }

    /// The file line of a front-matter field of `chapter`, read again only when an error
    /// names it (the load does not keep the file's text).
    func line(ofField field: String, in chapter: Chapter) -> Int? {
        let file = project.root.appendingPathComponent(chapter.sourcePath)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.hasPrefix(field + ":") }.map { $0 + 1 }
    }

    /// Problems that involve more than one chapter.
    /// `fieldLine` finds the file line of a front-matter field, for errors about it.
    static func crossCheck(
        _ chapters: [Chapter], failedToLoad failed: Set<String> = [],
        fieldLine: (Chapter, String) -> Int? = { _, _ in nil }
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let bySlug = Dictionary(chapters.indices.map { (chapters[$0].slug, $0) }, uniquingKeysWith: { a, _ in a })
        // The source path of the first chapter with each title.
        var titles: [String: String] = [:]
        for chapter in chapters {
            if let other = titles[chapter.metadata.title.lowercased()] {
                problems.append(
                    Diagnostic(
                        file: chapter.sourcePath, line: 2,
                        message: "the title '\(chapter.metadata.title)' is also used by \(other)",
                        hint: "give every chapter its own title"))
            } else {
                titles[chapter.metadata.title.lowercased()] = chapter.sourcePath
            }
            var listed: Set<String> = []
            for name in chapter.metadata.related where listed.insert(name).inserted {
                let line = chapter.relatedLines[name]
                let times = chapter.metadata.related.count { $0 == name }
                if times > 1 {
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line,
                            message: "'related' lists '\(name)' \(times == 2 ? "twice" : "\(times) times")",
                            hint: "list each related chapter once"))
                }
                if failed.contains(name) { continue }
                guard let other = bySlug[name].map({ chapters[$0] }) else {
                    let known = bySlug.keys.sorted().joined(separator: ", ")
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line,
                            message: "related chapter '\(name)' does not exist",
                            hint: "use a chapter's file name without '.md'; the chapters are: \(known)"))
                    continue
                }
                if name == chapter.slug {
                    problems.append(
                        Diagnostic(
                            file: chapter.sourcePath, line: line,
                            message: "a chapter cannot be related to itself"))
                } else if !other.metadata.related.contains(chapter.slug) {
                    problems.append(
                        Diagnostic(
                            file: other.sourcePath, line: fieldLine(other, "related") ?? 2,
                            message:
                                "'\(chapter.slug)' lists '\(name)' as related, but '\(name)' does not list '\(chapter.slug)'",
                            hint:
                                "related chapters are listed on both sides: add '\(chapter.slug)' to this 'related' list"
                        ))
                }
            }
        }
        return problems
    }

    /// Each chapter whose `order` another chapter of its category already has, at its `order:`
    /// line: two chapters at one place would be shown in the order of their file names, which
    /// nobody chose. A draft without an `order` has no place yet and is not counted.
    static func sharedOrders(_ chapters: [Chapter], fieldLine: (Chapter, String) -> Int?) -> [Diagnostic] {
        var taken: [String: [Int: String]] = [:]
        var problems: [Diagnostic] = []
        for chapter in chapters.sorted(by: { $0.sourcePath < $1.sourcePath }) {
            let (category, order) = (chapter.metadata.category, chapter.metadata.order)
            if chapter.metadata.draft && order == Int.max { continue }
            guard let other = taken[category, default: [:]][order] else {
                taken[category, default: [:]][order] = chapter.sourcePath
                continue
            }
            let used = Set(chapters.filter { $0.metadata.category == category }.map(\.metadata.order))
            let free = (1...).first { !used.contains($0) } ?? order + 1
            problems.append(
                Diagnostic(
                    file: chapter.sourcePath, line: fieldLine(chapter, "order") ?? 2, column: 8,
                    message: "order \(order) in '\(category)' is also \(other)'s",
                    hint: "give each chapter of a category its own place: \(free) is free"))
        }
        return problems
    }

    /// Control characters and invisible or direction-changing ones (`HTML.isHidden`) in a
    /// chapter, each located: libcmark would copy them into the page as they are, where they
    /// hide, or reorder the text around them. Tabs and line ends are text.
    static func hiddenCharacters(in text: String, file: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var (line, column) = (1, 1)
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                (line, column) = (line + 1, 1)
                continue
            }
            // Printable ASCII, nearly every character of a chapter, is never hidden: answered
            // here by one comparison rather than by the range tests below.
            if scalar.value >= 0x20 && scalar.value < 0x7F {
                column += 1
                continue
            }
            let isControl = (scalar.value < 0x20 && scalar != "\t" && scalar != "\r") || scalar.value == 0x7F
            if isControl || HTML.isHidden(scalar) {
                found.append(
                    Diagnostic(
                        file: file, line: line, column: column,
                        message:
                            "the chapter holds the invisible character U+\(HTML.hex(scalar)), which would be copied into the page as it is",
                        hint: "delete it; to name it, write its code point as text, like U+\(HTML.hex(scalar))"))
            }
            column += 1
        }
        return found + hiddenEntities(in: text, file: file)
    }

    /// Numeric character references (`&#xFFFE;`) that libcmark would decode into a character
    /// `hiddenCharacters` refuses, or one XML cannot carry, each located.
    static func hiddenEntities(in text: String, file: String) -> [Diagnostic] {
        guard text.contains("&#") else { return [] }
        var found: [Diagnostic] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("&#") {
            for match in line.matches(of: /&#([xX][0-9A-Fa-f]{1,8}|[0-9]{1,10});/) {
                let digits = match.output.1
                let value =
                    digits.first == "x" || digits.first == "X"
                    ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                let scalar = value.flatMap(Unicode.Scalar.init)
                guard
                    scalar.map({ ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F || HTML.isHidden($0) }) ?? true
                else { continue }
                let column = line.unicodeScalars.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                found.append(
                    Diagnostic(
                        file: file, line: index + 1, column: column,
                        message: "the entity \(match.output.0) writes an invisible character, or none at all",
                        hint:
                            "delete it; to name it, write its code point as text, like U+\(scalar.map(HTML.hex) ?? "FFFD")"
                    ))
            }
        }
        return found
    }

    /// Whether `name` is a Markdown file the loader would pass over (`x.MD`, `x.markdown`).
    static func isUnreadMarkdown(_ name: String) -> Bool {
        guard !name.hasSuffix(".md") else { return false }
        let ext = (name as NSString).pathExtension
        return ["md", "markdown", "mdown", "mkd"].contains(ext.lowercased()) && ext != "md"
    }

    /// Pages the generator writes itself, which no chapter may replace.
    static let reservedSlugs = ["index", "404", "print", "sitemap", "examples", "search-index"]

    static func isValidSlug(_ slug: String) -> Bool {
        !slug.isEmpty && !reservedSlugs.contains(slug)
            && slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    /// The line and column of the first byte that breaks UTF-8, so an author can find it.
    static func firstInvalidUTF8(in data: Data) -> (line: Int, column: Int) {
        let bytes = [UInt8](data)
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index - lineStart + 1)
            }
            let end = index + length
            if end > bytes.count
                || String(validating: bytes[index..<end], as: UTF8.self) == nil
            {
                return (line, index - lineStart + 1)
            }
            if byte == 0x0A {
                line += 1
                lineStart = end
            }
            index = end
        }
        return (line, 1)
    }
}
