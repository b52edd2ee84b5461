// snippet.library
/// In the UI library: a button that does nothing until a subclass says what.
class Button {
    let title: String
    init(title: String) { self.title = title }
    func pressed() {}
    func tap() {
        print("tap \"\(title)\"")
        pressed()
    }
}
// snippet.end

// snippet.app
/// In the app: one subclass per button, each hard-wired to one screen.
final class KilnScreen {
    func startFiring() { print("  kiln screen: firing") }
    func openVent() { print("  kiln screen: vent open") }
}

final class FireButton: Button {
    let screen: KilnScreen
    init(screen: KilnScreen) { self.screen = screen; super.init(title: "Fire") }
    override func pressed() { screen.startFiring() }
}

final class VentButton: Button {
    let screen: KilnScreen
    init(screen: KilnScreen) { self.screen = screen; super.init(title: "Vent") }
    override func pressed() { screen.openVent() }
}

let screen = KilnScreen()
for button in [FireButton(screen: screen), VentButton(screen: screen)] as [Button] {
    button.tap()
}
// snippet.end
