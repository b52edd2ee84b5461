import Foundation
import Testing

@testable import SiteBench

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
