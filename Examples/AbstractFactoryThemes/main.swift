// An abstract factory: callers ask for an appearance and receive a matched set of parts.

// snippet.protocol
/// One factory per family: whoever holds a factory gets only parts that belong together.
protocol ThemeFactory {
    func makeBackdrop() -> any Backdrop
    func makeInk() -> any Ink
    func makeIcons() -> any IconSet
}
// snippet.end

// snippet.concrete
struct LightTheme: ThemeFactory {
    func makeBackdrop() -> any Backdrop { LightBackdrop() }
    func makeInk() -> any Ink { LightInk() }
    func makeIcons() -> any IconSet { LightIcons() }
}

struct DarkTheme: ThemeFactory {
    func makeBackdrop() -> any Backdrop { DarkBackdrop() }
    func makeInk() -> any Ink { DarkInk() }
    func makeIcons() -> any IconSet { DarkIcons() }
}

struct HighContrastTheme: ThemeFactory {
    func makeBackdrop() -> any Backdrop { ContrastBackdrop() }
    func makeInk() -> any Ink { ContrastInk() }
    func makeIcons() -> any IconSet { ContrastIcons() }
}
// snippet.end

// snippet.catalogue
enum Appearance: String, CaseIterable { case light, dark, highContrast = "high contrast" }

/// Picks the concrete factory for an appearance. It knows no part by name.
struct ThemeCatalogue {
    var light: any ThemeFactory = LightTheme()
    var dark: any ThemeFactory = DarkTheme()
    var highContrast: any ThemeFactory = HighContrastTheme()

    func factory(for appearance: Appearance) -> any ThemeFactory {
        switch appearance {
        case .light: light
        case .dark: dark
        case .highContrast: highContrast
        }
    }
}
// snippet.end

// snippet.caller
/// The caller: knows appearances and part protocols, never a concrete part or factory.
func printScreens(from catalogue: ThemeCatalogue) {
    for appearance in Appearance.allCases {
        let theme = catalogue.factory(for: appearance)   // one factory per screen
        let backdrop = theme.makeBackdrop()
        let ink = theme.makeInk()
        let icons = theme.makeIcons()
        print("  \(appearance.rawValue): \(ink.colour) text on \(backdrop.colour), "
            + "\(icons.style) icons")
    }
}
// snippet.end

// snippet.run
var catalogue = ThemeCatalogue()
print("Standard:")
printScreens(from: catalogue)

catalogue.dark = HighContrastTheme()     // a user who wants dark mode with more contrast
print("Dark mode with more contrast:")
printScreens(from: catalogue)
// snippet.end
