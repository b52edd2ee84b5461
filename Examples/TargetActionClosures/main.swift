// snippet.button
/// A button that stores closures, like a UIKit button given `UIAction`s.
final class Button {
    let title: String
    private var handlers: [() -> Void] = []
    init(title: String) { self.title = title }
    func addAction(_ handler: @escaping () -> Void) { handlers.append(handler) }
    func tap() { for handler in handlers { handler() } }
}
// snippet.end

// snippet.screens
/// A screen owns its button; the button owns its closures.
final class GlazeScreen {
    let name: String
    let mix = Button(title: "Mix")
    private var batches = 0

    init(name: String, weakly: Bool) {
        self.name = name
        if weakly {
            mix.addAction { [weak self] in self?.mixBatch() }
        } else {
            mix.addAction { self.mixBatch() }  // the closure keeps self alive
        }
    }

    func mixBatch() {
        batches += 1
        print("\(name): batch \(batches) mixed")
    }

    deinit { print("\(name): deinit") }
}
// snippet.end

// snippet.main
do {
    let strong = GlazeScreen(name: "strong screen", weakly: false)
    let weak = GlazeScreen(name: "weak screen", weakly: true)
    strong.mix.tap()
    weak.mix.tap()
}
print("both screens are out of scope")
// snippet.end
