import Foundation

/// The text of the search index: the words a reader may search for, each weighed by where it
/// is, and the text an excerpt shows.
package enum SearchText {
    /// Where a word is in a section, as one number: `title` if it is in the page's title (the
    /// heading of section 0), `heading` if in a section's heading, plus how often it is in the
    /// section's prose (at most `maxProse`) times `proseUnit` and how often in its code, output
    /// and listings' file names (at most `maxCode`) times `codeUnit`. The two counts are kept
    /// apart because a word in prose says what a section is about, and one in code may only be
    /// a name it uses (`import Dispatch` is no sign of double dispatch). Prose has the low bits,
    /// since most words are in prose and small numbers are short in the index. `site.js`
    /// reads the same bits.
    package enum Weight {
        package static let title = 1
        package static let heading = 2
        package static let proseUnit = 4
        package static let maxProse = 7
        package static let codeUnit = 32
        package static let maxCode = 3

        /// The weight of a word found `prose` times in prose and `code` times in code, with the
        /// title and heading bits of `place`.
        package static func of(place: Int, prose: Int, code: Int) -> Int {
            place + min(prose, maxProse) * proseUnit + min(code, maxCode) * codeUnit
        }
    }

    /// A section's text as the index reads it.
    package struct Section {
        package var heading: String
        /// Everything its excerpt shows: prose, code and output.
        package var text: String
        /// The part of `text` that is code or output.
        package var code: String
        /// Words it is found by that `text` does not show (listings' file names), counted as code.
        package var keywords: String

        package init(heading: String, text: String, code: String = "", keywords: String = "") {
            (self.heading, self.text, self.code, self.keywords) = (heading, text, code, keywords)
        }
    }

    /// The word lines of a page's entry, each after a newline: one line per word of the
    /// sections, sorted, `word<TAB>section:weight section:weight ...`, sections counted from
    /// 0 in the order given.
    package static func appendWordLines(of sections: [Section], to lines: inout [UInt8]) {
        // Each word's sections, in section order, with their weights: sections are read in
        // order, so a word's latest section is always its last.
        var weights: [String: [(section: Int, weight: Int)]] = [:]
        for (number, section) in sections.enumerated() {
            for (word, weight) in sectionWeights(section, isTitle: number == 0) {
                weights[word, default: []].append((number, weight))
            }
        }
        // The words in UTF-16 order, compared as UTF-8 bytes (see `SearchWordTable.precedes`).
        let sorted = weights.keys.map { ($0, Array($0.utf8)) }.sorted { SearchWordTable.precedes($0.1, $1.1) }
        for (word, bytes) in sorted {
            lines.append(UInt8(ascii: "\n"))
            lines += bytes
            lines.append(UInt8(ascii: "\t"))
            for (index, posting) in (weights[word] ?? []).enumerated() {
                if index > 0 { lines.append(UInt8(ascii: " ")) }
                lines.appendDecimal(posting.section)
                lines.append(UInt8(ascii: ":"))
                lines.appendDecimal(posting.weight)
            }
        }
    }

    /// Where a word is in one section, before it is made a `Weight`.
    private struct Occurrences {
        var place = 0
        var prose = 0
        var code = 0
    }

    /// The weight of each word of one section; section 0's heading is the page's title.
    private static func sectionWeights(_ section: Section, isTitle: Bool) -> [String: Int] {
        var found: [String: Occurrences] = [:]
        // A title of two words or more is found by its initials too: a reader who types "mvvm"
        // wants Model–View–ViewModel, and "di" Dependency injection, though the titles spell
        // them out.
        let heading = isTitle ? section.heading + " " + acronym(of: section.heading) : section.heading
        for word in words(in: heading) {
            found[word, default: .init()].place |= isTitle ? Weight.title : Weight.heading
        }
        // `text` holds the code too: its words are counted as prose, less those of the code.
        for word in words(in: section.text) { found[word, default: .init()].prose += 1 }
        for word in words(in: section.code) {
            found[word, default: .init()].prose -= 1
            found[word, default: .init()].code += 1
        }
        for word in words(in: section.keywords) { found[word, default: .init()].code += 1 }
        return found.mapValues { Weight.of(place: $0.place, prose: max(0, $0.prose), code: $0.code) }
    }

    /// Words left out of a title's initials: "Chain of Responsibility" is CR, and "Cancellation
    /// and timeouts" is CT, not the word "cat".
    private static let joiningWords: Set<String> = [
        "a", "an", "and", "for", "in", "it", "of", "on", "or", "the", "to", "with",
    ]

    /// The initials of `title`'s words, lowercased, when there are two or more; otherwise
    /// nothing. A word of two letters or more gives its first letter or digit, and each
    /// capitalised part of an identifier (`ViewModel` gives vm); a hyphen joins a compound
    /// into one word (`Main-actor confinement` is mc), and an en dash separates
    /// (`Model–View–ViewModel` is mvvm); the `joiningWords` give nothing. Lowercased, so
    /// that the initials are one word, never split again as an identifier.
    package static func acronym(of title: String) -> String {
        var initials: [Unicode.Scalar] = []
        var word: [Unicode.Scalar] = []
        func flush() {
            defer { word.removeAll() }
            guard word.count >= 2, !joiningWords.contains(lowercased(word[...])) else { return }
            initials.append(word[0])
            for (previous, scalar) in zip(word, word.dropFirst()) where isUppercase(scalar) && isLowercase(previous) {
                initials.append(scalar)
            }
        }
        for scalar in title.unicodeScalars {
            if isWordScalar(scalar) || (scalar == "-" && !word.isEmpty) { word.append(scalar) } else { flush() }
        }
        flush()
        return initials.count >= 2 ? lowercased(initials[...]) : ""
    }

    /// The words of `text` as search matches them: runs of letters, marks and digits,
    /// lowercased and without diacritics (`Façade` is `facade`), of two characters or more; an
    /// identifier (`ObserverRegistry`) also gives its parts (`observer`, `registry`).
    /// `site.js` splits and folds a query the same way (`/[\p{L}\p{N}\p{M}]+/u`, then NFD
    /// without `\p{M}`).
    package static func words(in text: String) -> [String] {
        var result: [String] = []
        var token: [Unicode.Scalar] = []
        func flush() {
            defer { token.removeAll(keepingCapacity: true) }
            guard token.count >= 2 else { return }
            result.append(lowercased(token[...]))
            // Parts of an identifier: a cut before an upper-case letter that follows a
            // lower-case one (observerRegistry), or that starts a word after an acronym
            // (HTTPServer).
            var start = 0
            var parts: [String] = []
            for index in 1..<token.count {
                let cut =
                    isUppercase(token[index])
                    && (isLowercase(token[index - 1])
                        || (isUppercase(token[index - 1]) && index + 1 < token.count
                            && isLowercase(token[index + 1])))
                if cut {
                    parts.append(lowercased(token[start..<index]))
                    start = index
                }
            }
            guard start > 0 else { return }
            parts.append(lowercased(token[start...]))
            result += parts.filter { $0.count >= 2 }
        }
        for scalar in text.unicodeScalars {
            if isWordScalar(scalar) { token.append(scalar) } else if !token.isEmpty { flush() }
        }
        if !token.isEmpty { flush() }
        return result
    }

    // Letters and case of ASCII scalars are decided here without Unicode's property tables,
    // with the same answers, since every scalar of a book's text passes through them.

    // Comparisons and index loops rather than ranges' `contains`, `allSatisfy` and
    // `enumerated()`: the preview's debug build does not specialize generic code, and every
    // word of an edited chapter passes through here on every save.

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value >= 0x41 && scalar.value <= 0x5A : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value >= 0x61 && scalar.value <= 0x7A : scalar.properties.isLowercase
    }

    private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        scalars.withUnsafeBufferPointer { scalars in
            var index = 0
            while index < scalars.count, scalars[index].value < 0x80 { index += 1 }
            guard index == scalars.count else {
                return folded(String(String.UnicodeScalarView(scalars)).lowercased())
            }
            return String(unsafeUninitializedCapacity: scalars.count) { buffer in
                for index in 0..<scalars.count {
                    let byte = UInt8(truncatingIfNeeded: scalars[index].value)
                    buffer[index] = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                }
                return scalars.count
            }
        }
    }

    /// `text` without its diacritics: decomposed (NFD), then without its combining marks, as
    /// `site.js` folds a query.
    package static func folded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// `\p{L}`, `\p{N}` or `\p{M}`, as in JavaScript.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A)
                || (value >= 0x61 && value <= 0x7A)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// The order JavaScript compares strings in (UTF-16 code units), which `site.js` relies on
    /// to find a word's chunk.
    package static func utf16Order(_ a: String, _ b: String) -> Bool {
        a.utf16.lexicographicallyPrecedes(b.utf16)
    }

    /// Collapses runs of white space, which make up much of code and output. Scalar by
    /// scalar, with a quick test for ASCII, since splitting into `Character`s would break
    /// every page's text into graphemes only to compare spaces.
    package static func compact(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let isWhitespace =
                scalar.isASCII
                ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
            if isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace {
                result.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            if scalar.isASCII {
                result.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { result.append($0) }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
