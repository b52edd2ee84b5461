// snippet.menu
/// Target-action in plain Swift: a weak target plus an unapplied method reference.
final class MenuItem {
    let title: String
    private let send: () -> Bool

    init<Target: AnyObject>(_ title: String, target: Target,
                            action: @escaping (Target) -> () -> Void) {
        self.title = title
        self.send = { [weak target] in
            guard let target else { return false }
            action(target)()
            return true
        }
    }

    func click() {
        print("[\(title)]")
        if !send() { print("  the target is gone; nothing happens") }
    }
}
// snippet.end

// snippet.main
final class VoiceRecorder {
    func start() { print("  recorder: recording") }
    func stop() { print("  recorder: stopped") }
}

var recorder: VoiceRecorder? = VoiceRecorder()
let startItem = MenuItem("Start", target: recorder!, action: VoiceRecorder.start)
let stopItem = MenuItem("Stop", target: recorder!, action: VoiceRecorder.stop)
startItem.click()
stopItem.click()
recorder = nil  // the menu items don't keep their target alive
startItem.click()
// snippet.end
