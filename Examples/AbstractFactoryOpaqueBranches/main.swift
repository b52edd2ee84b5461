// expect: compile-error
// An opaque result type hides one concrete type, so it cannot choose between two.

protocol ThemeFactory {}
struct DarkTheme: ThemeFactory {}
struct HighContrastTheme: ThemeFactory {}

// snippet.chooser
func theme(increaseContrast: Bool) -> some ThemeFactory {
    if increaseContrast {
        return HighContrastTheme()
    }
    return DarkTheme()
}
// snippet.end
