/// One HTML tag as `XHTMLConverter` reads it: its name, whether it ends an element or closes
/// itself, its attributes with their values decoded, and where it ends.
struct Tag {
    struct Attribute: Equatable {
        var name: String
        /// The value with its character references decoded; an attribute without a value
        /// (`hidden`) has its own name, as XML needs.
        var value: String
    }

    var name: String
    var isEnd: Bool
    var selfClosing: Bool
    var attributes: [Attribute]
    /// The index just after the tag's `>`.
    var end: Int

    /// The tag that starts at `start` (a `<`), or `nil` when the `<` starts no tag.
    static func parse(_ bytes: [UInt8], at start: Int) -> Tag? {
        var index = start + 1
        let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        guard index < bytes.count, isLetter(bytes[index]) else { return nil }
        let name = word(bytes, from: &index)
        var tag = Tag(name: name, isEnd: isEnd, selfClosing: false, attributes: [], end: start)
        while index < bytes.count {
            skipSpaces(bytes, &index)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") {
                tag.end = index + 1
                return tag
            }
            if bytes[index] == UInt8(ascii: "/") {
                tag.selfClosing = true
                index += 1
                continue
            }
            guard let attribute = attribute(bytes, from: &index) else { return nil }
            if !tag.attributes.contains(where: { $0.name == attribute.name }) { tag.attributes.append(attribute) }
        }
        return nil
    }

    private static func attribute(_ bytes: [UInt8], from index: inout Int) -> Attribute? {
        let name = word(bytes, from: &index)
        guard !name.isEmpty else { return nil }
        skipSpaces(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
            return Attribute(name: name, value: name)
        }
        index += 1
        skipSpaces(bytes, &index)
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        let start: Int
        let end: Int
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            start = index + 1
            guard let close = bytes[start...].firstIndex(of: quote) else { return nil }
            end = close
            index = close + 1
        } else {
            start = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
            end = index
        }
        return Attribute(name: name, value: XMLEntities.decode(Array(bytes[start..<end])))
    }

    /// A name: letters, digits, `-`, `_`, `:` and `.`.
    private static func word(_ bytes: [UInt8], from index: inout Int) -> String {
        let start = index
        while index < bytes.count,
            isLetter(bytes[index]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
                || [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: ".")].contains(bytes[index])
        {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }
}
