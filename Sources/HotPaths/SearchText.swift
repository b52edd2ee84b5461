import Foundation

/// The text of the search index: the words a reader may search for, each weighed by where it
/// is, and the text an excerpt shows. The preview, a debug build, reads an edited chapter's
/// text through here on every save, so it is optimized.
package enum SearchText {
    /// Where a word is in a section, as one number: `title` if it is in the page's title (the
    /// heading of section 0), `heading` if in a section's heading, and how often it is in the
    /// text (at most 15) times 4. `site.js` reads the same bits.
    package enum Weight {
        package static let title = 1
        package static let heading = 2
        package static let countUnit = 4
        package static let maxCount = 15
    }

    /// The word lines of a page's entry, each after a newline: one line per word of the
    /// sections, sorted, `word<TAB>section:weight section:weight ...`, sections counted from
    /// 0 in the order given.
    package static func appendWordLines(
        of sections: [(heading: String, text: String, keywords: String)], to lines: inout [UInt8]
    ) {
        // Each word's sections, in section order, with their weights: sections are read in
        // order, so a word's latest section is always its last.
        var weights: [String: [(section: Int, weight: Int)]] = [:]
        func weigh(_ word: String, in section: Int, _ change: (inout Int) -> Void) {
            { (list: inout [(section: Int, weight: Int)]) in
                if list.last?.section != section { list.append((section, 0)) }
                change(&list[list.count - 1].weight)
            }(&weights[word, default: []])
        }
        for (number, section) in sections.enumerated() {
            // A title of three capitalised words or more is found by its initials too: a reader
            // who types "mvvm" wants Model–View–ViewModel, though its title spells them out.
            let heading = number == 0 ? section.heading + " " + acronym(of: section.heading) : section.heading
            for word in words(in: heading) {
                weigh(word, in: number) { $0 |= number == 0 ? Weight.title : Weight.heading }
            }
            for word in words(in: section.text) + words(in: section.keywords) {
                weigh(word, in: number) { if $0 / Weight.countUnit < Weight.maxCount { $0 += Weight.countUnit } }
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

    /// The initials of the capitalised words of `title`, the parts of identifiers included
    /// (`Model–View–ViewModel` is `MVVM`), when there are three or more; otherwise nothing.
    package static func acronym(of title: String) -> String {
        var initials = ""
        var previous: Unicode.Scalar?
        for scalar in title.unicodeScalars {
            let startsWord = previous.map { !isWordScalar($0) || isLowercase($0) } ?? true
            if isUppercase(scalar) && startsWord { initials.unicodeScalars.append(scalar) }
            previous = scalar
        }
        return initials.unicodeScalars.count >= 3 ? initials : ""
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

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x41...0x5A).contains(scalar.value) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (0x61...0x7A).contains(scalar.value) : scalar.properties.isLowercase
    }

    private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        guard scalars.allSatisfy(\.isASCII) else {
            return folded(String(String.UnicodeScalarView(scalars)).lowercased())
        }
        return String(
            unsafeUninitializedCapacity: scalars.count,
            initializingUTF8With: { buffer in
                for (offset, scalar) in scalars.enumerated() {
                    let byte = UInt8(scalar.value)
                    buffer[offset] = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                }
                return scalars.count
            })
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
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
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
