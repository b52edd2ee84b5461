/// Escaping for text put into HTML, so code and program output are shown, never interpreted.
enum HTML {
    /// Escapes text for an element's content or a quoted attribute value. Control characters
    /// other than tab and line feed are shown as their visible symbols (U+2400 to U+2421): a
    /// NUL printed by an example would otherwise end the page at that byte (libcmark copies
    /// custom HTML as a C string), and the others would be invisible. Characters that are
    /// invisible or reorder the text around them (`isHidden`) are shown by their code point,
    /// as `⟨U+202E⟩`: a right-to-left override in output or code could make a line read as
    /// something it is not.
    static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(character)
            case "\u{0}"..."\u{1F}": result.unicodeScalars.append(Unicode.Scalar(0x2400 + character.value)!)
            case "\u{7F}": result += "\u{2421}"
            case _ where isHidden(character): result += "\u{27E8}U+\(hex(character))\u{27E9}"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Characters a reader cannot see or that change what is seen around them: C1 controls, the
    /// byte-order mark, the controls that change the direction of text (the "Trojan Source"
    /// characters, CVE-2021-42574), zero-width and joining characters that no word needs (the
    /// zero-width space, the word joiner and the invisible operators, the soft hyphen, the
    /// combining grapheme joiner), blank letters that are valid identifiers (the Hangul fillers,
    /// `let ㅤ = false`), tag characters, and the noncharacters U+FFFE and U+FFFF, which XML
    /// refuses. (The zero-width joiner and non-joiner are left alone: emoji and several scripts
    /// need them.)
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B, 0x200E, 0x200F,
            0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0xFFFE,
            0xFFFF, 0xE0000...0xE007F:
            true
        default: false
        }
    }

    /// `scalar`'s code point as four or more uppercase hexadecimal digits.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
