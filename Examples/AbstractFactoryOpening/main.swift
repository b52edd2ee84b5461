// Existentials chosen at run time, opened for generic code.

// snippet.opening
func preview(_ theme: some ThemeFactory) -> String {
    Screen(theme: theme).summary
}

let choices: [any ThemeFactory] = [DarkTheme(), HighContrastTheme()]
for theme in choices {
    print("preview: \(preview(theme))")
}
// snippet.end
