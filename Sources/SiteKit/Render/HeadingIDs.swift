/// Stable, readable ids for headings: `## In Apple's frameworks` → `in-apples-frameworks`.
/// The same text always gives the same id; repeats on one page get `-2`, `-3`, ...
struct HeadingIDs {
    private var used: Set<String>

    /// - Parameter reserved: ids the page layout uses itself.
    init(reserved: Set<String> = []) {
        used = reserved
    }

    mutating func id(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }

    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if character == " " || character == "-" || character == "_" {
                if !slug.isEmpty && slug.last != "-" { slug.append("-") }
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug.isEmpty ? "section" : slug
    }
}
