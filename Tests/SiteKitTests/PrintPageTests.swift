import Foundation
import Testing

@testable import SiteKit

@Suite("Print page and sidebar")
struct PrintPageTests {
    @Test("ids and links of a chapter are prefixed so they stay unique on one page")
    func prefixedIDs() {
        let html = """
            <h2 id="the-problem">The problem<a class="anchor" href="#the-problem">#</a></h2>
            <p>See <a href="mediator.html#the-pattern">it</a>, <a href="state.html">state</a>, \
            <a href="https://swift.org">Swift</a> and <a href="assets/x.css">x</a>.</p>
            """
        let result = PrintPage.prefixed(html, slug: "observer")
        #expect(result.contains("<h2 id=\"observer-the-problem\">"))
        #expect(result.contains("href=\"#observer-the-problem\""))
        #expect(result.contains("href=\"#mediator-the-pattern\""))
        #expect(result.contains("href=\"#state\""))
        #expect(result.contains("href=\"https://swift.org\""))
        #expect(result.contains("href=\"assets/x.css\""))
    }

    @Test("headings move down one level under the page's own heading")
    func demotedHeadings() {
        let html = "<h2 id=\"a\">A</h2>\n<h3>B</h3><h5>C</h5><h6>D</h6><hr><header>"
        #expect(PrintPage.demoted(html) == "<h3 id=\"a\">A</h3>\n<h4>B</h4><h6>C</h6><h6>D</h6><hr><header>")
    }

    @Test("the sidebar marks exactly the current page")
    func sidebarMarking() {
        let sidebar = Sidebar(html: "<li><a href=\"a.html\">A</a></li><li><a href=\"ab.html\">AB</a></li>")
        func marking(_ page: String) -> String {
            var data = Data()
            sidebar.append(marking: page, to: &data)
            return String(decoding: data, as: UTF8.self)
        }
        #expect(
            marking("ab.html")
                == "<li><a href=\"a.html\">A</a></li><li><a href=\"ab.html\" aria-current=\"page\">AB</a></li>")
        #expect(
            marking("a.html")
                == "<li><a href=\"a.html\" aria-current=\"page\">A</a></li><li><a href=\"ab.html\">AB</a></li>")
        #expect(marking("index.html") == sidebar.html)
    }

    @Test("The title page names the toolchain and target the outputs came from, and nothing else that changes")
    func provenance() {
        let said = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"
        #expect(
            PrintPage.provenance(said)
                == "Every listing was compiled, and every output printed, with Swift version 6.3.1 (swift-6.3.1-RELEASE) for x86_64-unknown-linux-gnu."
        )
        #expect(PrintPage.provenance("") == nil)
        #expect(
            PrintPage.body([], title: "A book", toolchain: said).contains(
                "<p class=\"print-provenance\">Every listing was compiled"))
        #expect(!PrintPage.body([], title: "A book", toolchain: "").contains("print-provenance"))
    }
}
