/// Anything the navigator can show: a UIViewController or a SwiftUI view in an app.
@MainActor
protocol Screen: AnyObject {
    var title: String { get }
    var buttons: [String] { get }
    /// The user tapped one of `buttons`.
    func tap(_ label: String)
}

@MainActor
protocol NavigatorDelegate: AnyObject {
    func navigator(_ navigator: Navigator, didPop screen: any Screen)
}

/// A navigation stack that prints instead of drawing: UINavigationController's job.
@MainActor
final class Navigator {
    private(set) var stack: [any Screen] = []
    weak var delegate: (any NavigatorDelegate)?

    var top: (any Screen)? { stack.last }

    func push(_ screen: any Screen) {
        stack.append(screen)
        log("push \(screen.title)")
    }

    func pop(to screen: any Screen) {
        while let last = stack.last, last !== screen { stack.removeLast() }
        log("pop to \(screen.title)")
    }

    func setStack(_ screens: [any Screen]) {
        stack = screens
        log("set stack")
    }

    /// The user taps a button on the visible screen.
    func tap(_ label: String) {
        guard let top else { return }
        guard top.buttons.contains(label) else {
            print("tap \(label): no such button on \(top.title)")
            return
        }
        print("tap \(label)")
        top.tap(label)
    }

    /// The user taps Back: the navigator pops by itself and tells only its delegate.
    func back() {
        guard stack.count > 1 else { return }
        let screen = stack.removeLast()
        log("back from \(screen.title)")
        delegate?.navigator(self, didPop: screen)
    }

    private func log(_ action: String) {
        let gap = String(repeating: " ", count: max(1, 24 - action.count))
        print("  \(action)\(gap)│ \(stack.map(\.title).joined(separator: " › "))")
    }
}
