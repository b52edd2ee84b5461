/// Character references between HTML and XML: XML knows only `&amp;`, `&lt;`, `&gt;`,
/// `&quot;`, `&apos;` and numeric references, so every other named entity becomes its
/// character, and an `&` that starts no reference is escaped.
enum XMLEntities {
    /// The named entities HTML writers commonly produce, by name. The renderer escapes with
    /// the five XML ones and numeric references only, so this list is a safety net for text
    /// that came through as HTML.
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "mdash": "\u{2014}",
        "ndash": "\u{2013}", "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}",
        "rdquo": "\u{201D}", "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "times": "\u{D7}",
        "larr": "\u{2190}", "rarr": "\u{2192}", "uarr": "\u{2191}", "darr": "\u{2193}", "harr": "\u{2194}",
        "middot": "\u{B7}", "bull": "\u{2022}", "sect": "\u{A7}", "para": "\u{B6}", "deg": "\u{B0}",
        "le": "\u{2264}", "ge": "\u{2265}", "ne": "\u{2260}", "minus": "\u{2212}", "laquo": "\u{AB}",
        "raquo": "\u{BB}", "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "zwj": "\u{200D}",
        "shy": "\u{AD}", "check": "\u{2713}", "cross": "\u{2717}",
    ]

    /// What the `&` at `index` becomes in XML, and how many bytes of the input it stands for.
    static func replacement(in bytes: [UInt8], at index: Int) -> (String, Int) {
        guard let (reference, length) = reference(in: bytes, at: index) else { return ("&amp;", 1) }
        if reference.hasPrefix("#") { return ("&\(reference);", length) }
        if ["amp", "lt", "gt", "quot", "apos"].contains(reference) { return ("&\(reference);", length) }
        if let character = named[reference] { return (escape(character), length) }
        return ("&amp;", 1)
    }

    /// The reference's name (or `#123`, `#x1F`) at `index`, and its length with `&` and `;`.
    private static func reference(in bytes: [UInt8], at index: Int) -> (String, Int)? {
        var end = index + 1
        while end < bytes.count, end - index < 34, bytes[end] != UInt8(ascii: ";") {
            let byte = bytes[end]
            let allowed =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "#")
            guard allowed else { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index + 1 else { return nil }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value =
                digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            guard let value, let scalar = Unicode.Scalar(value), isXMLCharacter(scalar) else { return nil }
        }
        return (name, end - index + 1)
    }

    /// Text with its character references decoded, as an attribute's value means it.
    static func decode(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), let (name, length) = reference(in: bytes, at: index),
                let text = decoded(name)
            {
                result += text
                index += length
                continue
            }
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "&") { index += 1 }
            result += String(decoding: bytes[start..<index], as: UTF8.self)
        }
        return result
    }

    private static func decoded(_ name: String) -> String? {
        guard name.hasPrefix("#") else { return named[name] }
        let digits = name.dropFirst()
        let value =
            digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    /// Escapes text for XML content or a double-quoted attribute value.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Whether XML 1.0 allows the character at all (no NUL, no C0 control but tab and newlines).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x9 || scalar.value == 0xA || scalar.value == 0xD || (0x20...0xD7FF).contains(scalar.value)
            || (0xE000...0xFFFD).contains(scalar.value) || scalar.value >= 0x10000
    }
}
