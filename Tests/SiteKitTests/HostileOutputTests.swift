import Foundation
import Testing

@testable import SiteKit

/// An example that prints bytes a page cannot hold as they are: every byte is still shown, the
/// page is complete, and the reader is told what the symbols mean.
@Suite("Hostile output")
struct HostileOutputTests {
    static let printer = """
        import Foundation
        print("before\\u{0}after\\u{7}bell\\u{1B}[31mred\\u{7F}")
        FileHandle.standardOutput.write(Data([0x6F, 0x6B, 0xFF, 0xFE, 0x21, 0x0A]))
        print("last line")

        """

    @Test("NUL, other control bytes and invalid UTF-8 are shown visibly and the page is whole")
    func controlBytes() async throws {
        let project = try FixtureProject(files: [
            "Content/bytes.md": FixtureProject.chapter(
                title: "Bytes",
                body: """

                    ## Output

                    ```output Printer
                    ```

                    ## After the output

                    The end.

                    """),
            "Examples/Printer/main.swift": Self.printer,
        ])
        try await project.generator().build()
        let html = try project.read("Site/bytes.html")
        #expect(html.contains("before\u{2400}after\u{2407}bell\u{241B}[31mred\u{2421}"))
        #expect(html.contains("ok\u{FFFD}\u{FFFD}!"))
        #expect(html.contains("last line</pre>"))
        #expect(html.contains("Bytes that are not valid UTF-8 are shown as"))
        // Nothing after the NUL was lost: the rest of the chapter and the page's end are there.
        #expect(html.contains("<h2 id=\"after-the-output\">"))
        #expect(html.contains("</html>"))
        #expect(!html.contains("\u{0}"))
        #expect(await SiteChecker(generator: try project.generator()).check().map(\.description) == [])
    }
}
