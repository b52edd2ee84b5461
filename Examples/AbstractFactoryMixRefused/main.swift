// expect: compile-error
// The generic version: a screen of the dark family assembled with a light-mode ink.

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

struct Screen<Theme: ThemeFactory> {
    let backdrop: Theme.Surface
    let ink: Theme.Text
    let icons: Theme.Symbols
}

// snippet.mixed
let mixed = Screen<DarkTheme>(
    backdrop: DarkBackdrop(),
    ink: LightInk(),
    icons: DarkIcons())
// snippet.end
