import Foundation
import Testing

@testable import SiteBench
@testable import SiteKit

/// The theme's colours, computed from the stylesheet: every text colour (prose, muted text,
/// links, errors, each highlight class) against every surface it can sit on, in both themes,
/// meets WCAG AA for normal text (4.5:1). axe checks the same on the rendered pages; this
/// names the colour pair to change and runs without a browser.
@Suite("Colour contrast")
struct ColourContrastTests {
    static let stylesheet = BrowserTools.repositoryRoot.appendingPathComponent("Sources/SiteKit/Theme/assets/style.css")

    static let textColours = [
        "fg", "muted", "accent", "err", "kw", "ty", "st", "nu", "co", "at", "dc", "lb", "pp", "va", "op",
    ]
    static let surfaces = ["bg", "panel", "code-bg", "out-bg", "err-bg"]

    /// The custom properties of the block that starts at `selector`.
    static func colours(after selector: String) throws -> [String: String] {
        let css = try String(contentsOf: stylesheet, encoding: .utf8)
        guard let start = css.range(of: selector + " {") else {
            throw BrowserError("style.css has no \(selector) block")
        }
        let block = css[start.upperBound...].prefix { $0 != "}" }
        var colours: [String: String] = [:]
        for match in block.matches(of: /--([a-z-]+):\s*(#[0-9a-fA-F]{6})\b/) {
            colours[String(match.1)] = String(match.2)
        }
        return colours
    }

    static let themes: [(name: String, selector: String)] = [
        ("light", ":root"),
        ("dark (system)", ":root:not([data-theme=\"light\"])"),
        ("dark (toggle)", ":root[data-theme=\"dark\"]"),
    ]

    @Test("Every text colour is AA-readable (4.5:1) on every surface, in both themes")
    func everyPairMeetsAA() throws {
        for theme in Self.themes {
            let colours = try Self.colours(after: theme.selector)
            for text in Self.textColours {
                for surface in Self.surfaces {
                    let foreground = try #require(colours[text], "\(theme.name) theme defines --\(text)")
                    let background = try #require(colours[surface], "\(theme.name) theme defines --\(surface)")
                    let ratio = Self.contrast(foreground, background)
                    #expect(
                        ratio >= 4.5,
                        "\(theme.name): --\(text) \(foreground) on --\(surface) \(background) is \(String(format: "%.2f", ratio)):1"
                    )
                }
            }
        }
    }

    @Test("The dark theme is the same whether the system or the toggle chose it")
    func darkThemesAgree() throws {
        let system = try Self.colours(after: Self.themes[1].selector)
        let toggle = try Self.colours(after: Self.themes[2].selector)
        #expect(system.count > 15)
        #expect(system == toggle)
    }

    /// The pages an ebook reader's themes put the book on: white, sepia and black.
    static let readerPages = ["#ffffff", "#f4ecd8", "#000000"]
    /// The dark pages of night themes that do say they are dark: black and the usual greys.
    static let darkPages = ["#000000", "#121212", "#1e1e1e", "#333333"]

    /// Each `#rrggbb` colour a CSS text sets with `color:`, with the selector it is set for.
    static func textColours(in css: Substring) -> [(selector: String, colour: String)] {
        css.matches(of: /([^{};]+)\{[^}]*?[\s;]color:\s*(#[0-9a-fA-F]{6})/).map {
            (String($0.1).trimmingCharacters(in: .whitespacesAndNewlines), String($0.2))
        }
    }

    @Test("The EPUB's syntax colours read at 4.5:1 on white, sepia and black, and in a dark theme on its greys")
    func ebookColoursReadInEveryReaderTheme() throws {
        let css = Substring(EbookStyle.css)
        let dark = try #require(css.range(of: "@media (prefers-color-scheme: dark) {"))
        let darkEnd = try #require(css[dark.upperBound...].range(of: "\n}\n"))
        let everywhere = css[..<dark.lowerBound] + css[darkEnd.upperBound...]
        let darkOnly = css[dark.upperBound..<darkEnd.lowerBound]
        // No page or text colour of its own: whatever is set, is set on the reader's page.
        for (selector, colour) in Self.textColours(in: everywhere[...]) {
            for page in Self.readerPages {
                let ratio = Self.contrast(colour, page)
                #expect(ratio >= 4.5, "\(selector) \(colour) on \(page): \(String(format: "%.2f", ratio)):1")
            }
        }
        let darkColours = Self.textColours(in: darkOnly)
        for (selector, colour) in darkColours {
            for page in Self.darkPages {
                let ratio = Self.contrast(colour, page)
                #expect(ratio >= 4.5, "dark: \(selector) \(colour) on \(page): \(String(format: "%.2f", ratio)):1")
            }
        }
        // Every token the highlighter marks (but plain operators) has a colour in a dark theme.
        let coloured = darkColours.map(\.selector).joined(separator: " ")
        for token in ["kw", "ty", "st", "nu", "co", "dc", "at", "pp", "lb", "va"] {
            #expect(coloured.contains(".\(token)"), ".\(token) has no dark-theme colour")
        }
        // Without colour, keywords and comments still read apart.
        #expect(everywhere.contains(".kw, .at, .pp { font-weight: bold; }"))
        #expect(everywhere.contains(".co, .dc { font-style: italic; }"))
    }

    @Test("No one colour reads at 4.5:1 on sepia and on black, which is why the EPUB's light syntax has none")
    func noColourServesSepiaAndBlack() {
        // Contrast depends on luminance alone, and the greys span every luminance.
        var found: [String] = []
        for value in stride(from: 0, through: 0xffffff, by: 0x010101 * 3) {
            let colour = "#" + String(format: "%06x", value)
            if Self.contrast(colour, "#f4ecd8") >= 4.5 && Self.contrast(colour, "#000000") >= 4.5 {
                found.append(colour)
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("The contrast formula gives WCAG's reference values")
    func contrastFormula() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.01)
        #expect(abs(Self.contrast("#777777", "#ffffff") - 4.48) < 0.01)
        #expect(Self.contrast("#ffffff", "#ffffff") == 1)
    }

    /// WCAG 2's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }
}
