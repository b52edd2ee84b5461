// expect: compile-error
// snippet.hide
enum ControlEvent { case touchDown, touchUpInside }

final class Button {
    func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target) -> () -> Void, for event: ControlEvent
    ) {}
}

final class KilnScreen {
    func startFiring() {}
}

final class ClickPlayer {
    func click() {}
    func setVolume(_ percent: Int) {}
}
// snippet.show
let fire = Button()
let screen = KilnScreen()
fire.addTarget(screen, action: ClickPlayer.click, for: .touchUpInside)
fire.addTarget(ClickPlayer(), action: ClickPlayer.setVolume, for: .touchDown)
