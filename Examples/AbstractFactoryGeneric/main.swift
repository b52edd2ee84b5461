// Associated types let the compiler, not the caller, keep part families apart.

// snippet.protocol
protocol ThemeFactory {
    associatedtype Surface: Backdrop
    associatedtype Text: Ink
    associatedtype Symbols: IconSet

    func makeBackdrop() -> Surface
    func makeInk() -> Text
    func makeIcons() -> Symbols
}

struct DarkTheme: ThemeFactory {
    func makeBackdrop() -> DarkBackdrop { DarkBackdrop() }
    func makeInk() -> DarkInk { DarkInk() }
    func makeIcons() -> DarkIcons { DarkIcons() }
}

struct HighContrastTheme: ThemeFactory {
    func makeBackdrop() -> ContrastBackdrop { ContrastBackdrop() }
    func makeInk() -> ContrastInk { ContrastInk() }
    func makeIcons() -> ContrastIcons { ContrastIcons() }
}
// snippet.end

// snippet.screen
/// The screen's type names its family: a Screen<DarkTheme> can hold only dark parts.
struct Screen<Theme: ThemeFactory> {
    let backdrop: Theme.Surface
    let ink: Theme.Text
    let icons: Theme.Symbols

    var summary: String {
        "\(ink.colour) text on \(backdrop.colour), \(icons.style) icons"
    }
}

extension Screen {
    init(theme: Theme) {
        self.init(backdrop: theme.makeBackdrop(), ink: theme.makeInk(), icons: theme.makeIcons())
    }
}
// snippet.end

// snippet.use
let poster = Screen(theme: HighContrastTheme())
print("\(type(of: poster)): \(poster.summary)")
print("its ink is a \(type(of: poster.ink))")
// snippet.end
