// snippet.control
/// The moments a control reports, like UIKit's `UIControl.Event`.
enum ControlEvent {
    case touchDown, touchUpInside
}

/// A button from a UI library. It calls methods of objects it has never heard of.
final class Button {
    let title: String
    private var actions: [(event: ControlEvent, send: () -> Bool)] = []

    init(title: String) { self.title = title }

    /// Registers `action`, a method of `Target` named without an instance.
    /// The button keeps the target weakly: wiring a button never keeps a screen alive.
    func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for event: ControlEvent
    ) {
        actions.append((event, { [weak target] in
            guard let target else { return false }
            action(target)()  // pick the receiver, then call its method
            return true
        }))
    }

    func sendActions(for event: ControlEvent) {
        for entry in actions where entry.event == event {
            if !entry.send() { print("  (\(event): the target is gone, action dropped)") }
        }
    }

    /// What the touch system would do when a finger goes down and lifts inside.
    func tap() {
        print("tap \"\(title)\"")
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
    }
}
// snippet.end

// snippet.targets
final class KilnScreen {
    let peakCelsius = 1220
    deinit { print("kiln screen: deinit") }
    func startFiring() { print("  kiln screen: firing to \(peakCelsius) °C") }
}

final class ClickPlayer {
    func click() { print("  click player: tick") }
}
// snippet.end

// snippet.main
let fire = Button(title: "Fire")
let clicks = ClickPlayer()
fire.addTarget(clicks, action: ClickPlayer.click, for: .touchDown)

do {
    let screen = KilnScreen()
    fire.addTarget(screen, action: KilnScreen.startFiring, for: .touchUpInside)
    fire.tap()
}  // the screen's last strong reference ends here

fire.tap()
// snippet.end
