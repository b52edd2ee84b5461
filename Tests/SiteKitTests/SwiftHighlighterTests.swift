import Testing

@testable import SiteKit

@Suite("Highlighting")
struct SwiftHighlighterTests {
    let highlighter = SwiftHighlighter()

    @Test("keywords, types, strings, numbers and comments get their classes")
    func classes() {
        let html = highlighter.html("let count: Int = 42 // answer\nprint(\"hi\")")
        #expect(html.contains("<span class=\"kw\">let</span>"))
        #expect(html.contains("<span class=\"ty\">Int</span>"))
        #expect(html.contains("<span class=\"nu\">42</span>"))
        #expect(html.contains("<span class=\"co\">// answer</span>"))
        #expect(html.contains("<span class=\"st\">"))
    }

    @Test("code is escaped: generics, ampersands and tags show as text")
    func escaping() {
        let html = highlighter.html("let a: Array<Int> = [] // <script>&\nlet s = \"<b>&amp;</b>\"")
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;&amp;"))
        #expect(html.contains("&lt;"))
        #expect(html.contains("&amp;amp;"))
    }

    @Test("the text of the highlighted HTML is exactly the source")
    func roundTrip() {
        let source = "/* a\n   block */\nstruct S<T> { let x = \"\"\"\n    multi\n    \"\"\" }\n"
        let html = highlighter.html(source)
        let text = html.replacing(/<[^>]+>/, with: "")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(text + "\n" == source)
    }

    @Test("a slice of lines loses the indentation it shares")
    func dedent() {
        let lines = highlighter.lines(of: "struct S {\n    func f() {\n        g()\n    }\n}\n")
        let html = highlighter.html(lines: lines, showing: [1, 2, 3], removingIndent: 4)
        #expect(html.hasPrefix("<span class=\"kw\">func</span>"))
        #expect(html.contains("\n    g()"))
    }
}
