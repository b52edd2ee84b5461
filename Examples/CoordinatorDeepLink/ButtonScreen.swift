/// One screen type is enough here: what matters is who reacts to its taps.
final class ButtonScreen: Screen {
    let title: String
    let buttons: [String]
    var onTap: (String) -> Void = { _ in }

    init(_ title: String, buttons: [String]) {
        self.title = title
        self.buttons = buttons
    }

    func tap(_ label: String) { onTap(label) }
}
