/// Turns the HTML the renderer makes (HTML5 fragments) into XHTML an EPUB reader parses as
/// XML: void elements closed, named entities replaced by their characters, attributes quoted,
/// scripts and controls dropped, `<details>` opened out (a book has nothing to click), inline
/// SVG given its namespace, and every link sent where the book holds its target.
///
/// A plain scan over the bytes, as `PrintPage.prefixed` is: the rendered chapters are the
/// generator's own well-formed output, not arbitrary HTML, so a tokenizer of tags, text and
/// comments is enough.
struct XHTMLConverter {
    /// Where a link goes in the book: the new `href`, or `nil` to keep only the link's text.
    var rewriteLink: (String) -> String?

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
    /// Dropped with everything inside them: nothing in a book runs or takes input.
    static let droppedElements: Set<String> = ["script", "style", "button", "form", "input", "template", "noscript"]
    /// Interactive elements that become plain blocks: a `<details>` shows its content open.
    static let renamedElements = ["details": "div", "summary": "p"]

    /// The XHTML of `html`.
    func convert(_ html: String) -> String {
        var state = State()
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if bytes[index...].starts(with: Self.commentStart) {
                    index = Self.end(of: Self.commentEnd, in: bytes, from: index + 4)
                    continue
                }
                if let tag = Tag.parse(bytes, at: index) {
                    handle(tag, &state)
                    index = tag.end
                    continue
                }
                state.emit("&lt;")
            } else if byte == UInt8(ascii: "&") {
                let (text, length) = XMLEntities.replacement(in: bytes, at: index)
                state.emit(text)
                index += length
                continue
            } else if byte == UInt8(ascii: ">") {
                state.emit("&gt;")
            } else if state.droppedDepth == 0 {
                state.output.append(byte)
            }
            index += 1
        }
        return String(decoding: state.output, as: UTF8.self)
    }

    private static let commentStart = Array("<!--".utf8)
    private static let commentEnd = Array("-->".utf8)

    /// The index just after `pattern`'s first occurrence from `start`, or the end.
    private static func end(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index...].starts(with: pattern) { return index + pattern.count }
            index += 1
        }
        return bytes.count
    }

    /// What the scan knows between tags.
    struct State {
        var output: [UInt8] = []
        /// How deep inside a dropped element the scan is, and its name.
        var droppedDepth = 0
        var droppedName = ""
        /// How many `<svg>` elements are open.
        var svgDepth = 0
        /// For each open `<a>`: whether its tags were left out (its text kept).
        var links: [Bool] = []

        mutating func emit(_ text: String) {
            if droppedDepth == 0 { output.append(contentsOf: text.utf8) }
        }
    }

    private func handle(_ tag: Tag, _ state: inout State) {
        let name = tag.name.lowercased()
        if state.droppedDepth > 0 {
            if name == state.droppedName, !Self.voidElements.contains(name) {
                state.droppedDepth += tag.isEnd ? -1 : (tag.selfClosing ? 0 : 1)
            }
            return
        }
        if Self.droppedElements.contains(name) {
            if !tag.isEnd, !tag.selfClosing, !Self.voidElements.contains(name) {
                state.droppedDepth = 1
                state.droppedName = name
            }
            return
        }
        if tag.isEnd {
            handleEnd(tag, name: name, &state)
        } else {
            handleStart(tag, name: name, &state)
        }
    }

    private func handleEnd(_ tag: Tag, name: String, _ state: inout State) {
        if Self.voidElements.contains(name) { return }
        if name == "a" {
            if state.links.popLast() ?? false { return }
        }
        if name == "svg" { state.svgDepth = max(0, state.svgDepth - 1) }
        state.emit("</\(Self.renamedElements[name] ?? tag.name)>")
    }

    private func handleStart(_ tag: Tag, name: String, _ state: inout State) {
        var attributes = tag.attributes.filter { attribute in
            let key = attribute.name.lowercased()
            if key.hasPrefix("on") { return false }
            if state.svgDepth > 0 || name == "svg" { return !key.hasPrefix("data-") && key != "style" }
            return !(Self.renamedElements[name] != nil && key == "open")
        }
        if name == "svg" {
            state.svgDepth += 1
            if !attributes.contains(where: { $0.name == "xmlns" }) {
                attributes.insert(Tag.Attribute(name: "xmlns", value: "http://www.w3.org/2000/svg"), at: 0)
            }
        } else if name == "a" {
            // A link inside a picture: the words beside it carry the same links.
            let href = attributes.first(where: { $0.name == "href" })?.value
            let target = state.svgDepth > 0 ? nil : href.flatMap(rewriteLink)
            let unwrapped = state.svgDepth > 0 || (href != nil && target == nil)
            state.links.append(unwrapped)
            if unwrapped { return }
            attributes = attributes.map { $0.name == "href" ? Tag.Attribute(name: "href", value: target ?? "") : $0 }
        } else if name == "summary" {
            attributes = attributes.filter { $0.name != "class" } + [Tag.Attribute(name: "class", value: "summary")]
        }
        var text = "<" + (Self.renamedElements[name] ?? tag.name)
        for attribute in attributes { text += " \(attribute.name)=\"\(XMLEntities.escape(attribute.value))\"" }
        let closes = Self.voidElements.contains(name) || (tag.selfClosing && state.svgDepth > 0)
        if tag.selfClosing, name == "svg" { state.svgDepth -= 1 }
        state.emit(text + (closes ? "/>" : ">"))
    }
}
