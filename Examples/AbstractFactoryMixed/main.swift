// Two parts of an app style their screens, and each keeps its own copy of the pairing rules.

// snippet.parts
protocol Backdrop { var colour: String { get } }
protocol Ink { var colour: String { get } }
protocol IconSet { var style: String { get } }

struct LightBackdrop: Backdrop { let colour = "white" }
struct DarkBackdrop: Backdrop { let colour = "charcoal" }
struct ContrastBackdrop: Backdrop { let colour = "black" }

struct LightInk: Ink { let colour = "near-black" }
struct DarkInk: Ink { let colour = "off-white" }
struct ContrastInk: Ink { let colour = "yellow" }

struct LightIcons: IconSet { let style = "outlined grey" }
struct DarkIcons: IconSet { let style = "outlined silver" }
struct ContrastIcons: IconSet { let style = "filled yellow" }
// snippet.end

enum Appearance: String, CaseIterable { case light, dark, highContrast = "high contrast" }

func describe(_ backdrop: any Backdrop, _ ink: any Ink, _ icons: any IconSet) -> String {
    "\(ink.colour) text on \(backdrop.colour), \(icons.style) icons"
}

// snippet.app
/// The app's own screens pick each part for the current appearance.
func appScreen(_ appearance: Appearance) -> String {
    let backdrop: any Backdrop = switch appearance {
    case .light: LightBackdrop()
    case .dark: DarkBackdrop()
    case .highContrast: ContrastBackdrop()
    }
    let ink: any Ink = switch appearance {
    case .light: LightInk()
    case .dark: DarkInk()
    case .highContrast: ContrastInk()
    }
    let icons: any IconSet = switch appearance {
    case .light: LightIcons()
    case .dark: DarkIcons()
    case .highContrast: ContrastIcons()
    }
    return describe(backdrop, ink, icons)
}
// snippet.end

// snippet.widget
/// The home-screen widget, styled from rules copied a while ago.
func widget(_ appearance: Appearance) -> String {
    let backdrop: any Backdrop = switch appearance {
    case .light: LightBackdrop()
    case .dark: DarkBackdrop()
    case .highContrast: ContrastBackdrop()
    }
    let ink: any Ink = switch appearance {
    case .light: LightInk()
    case .dark: LightInk()              // dark mode got its own ink after the copy
    case .highContrast: ContrastInk()
    }
    let icons: any IconSet = switch appearance {
    case .light: LightIcons()
    case .dark: DarkIcons()
    case .highContrast: LightIcons()    // and so did high contrast's icons
    }
    return describe(backdrop, ink, icons)
}
// snippet.end

// snippet.compare
for appearance in Appearance.allCases {
    print("\(appearance.rawValue), app:    \(appScreen(appearance))")
    print("\(appearance.rawValue), widget: \(widget(appearance))")
}
// snippet.end
