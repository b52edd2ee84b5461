/// Escaping for text put into HTML, so code and program output are shown, never interpreted.
enum HTML {
    /// Escapes text for an element's content or a quoted attribute value. Control characters
    /// other than tab and line feed are shown as their visible symbols (U+2400 to U+2421): a
    /// NUL printed by an example would otherwise end the page at that byte (libcmark copies
    /// custom HTML as a C string), and the others would be invisible.
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
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
