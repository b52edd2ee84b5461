import Testing

@testable import SiteKit

@Suite("libcmark wrapper")
struct MarkdownDocumentTests {
    @Test("renders CommonMark and omits the author's raw HTML")
    func rendersSafely() {
        let html = MarkdownDocument("Some *emphasis* and <script>alert(1)</script>.\n\n<div>raw</div>\n").renderHTML()
        #expect(html.contains("<em>emphasis</em>"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<div>raw</div>"))
    }

    @Test("reports fence info, literal and start line of code blocks")
    func codeBlocks() throws {
        let document = MarkdownDocument("Intro\n\n```example Demo#slice\n```\n\n```swift\nlet x = 1\n```\n")
        let blocks = document.nodes.filter { $0.kind == .codeBlock }
        #expect(blocks.map(\.fenceInfo) == ["example Demo#slice", "swift"])
        #expect(blocks.map(\.startLine) == [3, 6])
        #expect(blocks[1].literal == "let x = 1\n")
    }

    @Test("a replaced block is written verbatim, even in safe mode")
    func customBlocks() throws {
        let document = MarkdownDocument("```swift\nlet x = 1\n```\n\nAfter.\n")
        let block = try #require(document.nodes.first { $0.kind == .codeBlock })
        document.replace(block, withHTML: "<figure class=\"mine\">kept</figure>\n")
        let html = document.renderHTML()
        #expect(html.contains("<figure class=\"mine\">kept</figure>"))
        #expect(!html.contains("let x = 1"))
        #expect(html.contains("<p>After.</p>"))
    }

    @Test("wrapping a heading keeps its inline formatting")
    func wrappedHeading() throws {
        let document = MarkdownDocument("## The `shared` instance\n")
        let heading = try #require(document.nodes.first { $0.kind == .heading })
        #expect(heading.plainText == "The shared instance")
        document.wrapChildren(of: heading, before: "<h2 id=\"x\">", after: "</h2>\n")
        // libcmark puts line breaks around a custom block's children; inside a heading that
        // is insignificant white space.
        #expect(document.renderHTML() == "<h2 id=\"x\">\nThe <code>shared</code> instance\n</h2>\n")
    }

    @Test("many documents parsed, edited and freed in a row stay correct")
    func repeatedUse() {
        for index in 0..<500 {
            let document = MarkdownDocument("# T\(index)\n\n```swift\nlet v = \(index)\n```\n[link](a.md)\n")
            for node in document.nodes where node.kind == .codeBlock {
                document.replace(node, withHTML: "<pre>\(index)</pre>\n")
            }
            for node in document.nodes where node.kind == .link { node.url = "a.html" }
            #expect(document.renderHTML().contains("<pre>\(index)</pre>"))
        }
    }
}
