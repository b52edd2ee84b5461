// snippet.hide
import Foundation
// snippet.show

// snippet.types
/// NSCopying needs no NSObject: any class can adopt it.
final class Theme: NSCopying {
    var accent: String
    init(accent: String) { self.accent = accent }

    func copy(with zone: NSZone? = nil) -> Any {
        Theme(accent: accent)
    }
}

final class Slide: NSCopying {
    var title: String
    var theme: Theme

    init(title: String, theme: Theme) {
        self.title = title
        self.theme = theme
    }

    /// Shallow: the copy points at the same Theme object.
    func copy(with zone: NSZone? = nil) -> Any {
        Slide(title: title, theme: theme)
    }

    /// Deep: the copy gets a Theme of its own.
    func deepCopy() -> Slide {
        Slide(title: title, theme: theme.copy() as! Theme)
    }
}
// snippet.end

// snippet.copies
func restyle(_ original: Slide, as copy: Slide) {
    copy.title = "Q3 results"             // a value property: always independent
    copy.theme.accent = "orange"          // a reference property: shared if shallow
    print("  original: \(original.title) in \(original.theme.accent)")
    print("  copy:     \(copy.title) in \(copy.theme.accent)")
}

print("Shallow copy:")
let cover = Slide(title: "Q2 results", theme: Theme(accent: "teal"))
restyle(cover, as: cover.copy() as! Slide)

print("Deep copy:")
let summary = Slide(title: "Q2 results", theme: Theme(accent: "teal"))
restyle(summary, as: summary.deepCopy())
// snippet.end
