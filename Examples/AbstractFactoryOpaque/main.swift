// An opaque result hides which factory the app uses; the compiler still knows.

// snippet.house
/// Callers learn that the app's theme is some ThemeFactory, never which one.
func appTheme() -> some ThemeFactory {
    DarkTheme()
}

let home = Screen(theme: appTheme())
print("home screen: \(home.summary)")
print("its ink is a \(type(of: home.ink))")
// snippet.end

