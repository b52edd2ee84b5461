@MainActor
protocol Screen: AnyObject {
    var title: String { get }
    func tap(_ label: String)
}

/// This example's navigator plays a scripted visitor: each screen that appears gets the
/// next tap from the script.
@MainActor
final class Navigator {
    private(set) var stack: [any Screen] = []
    var script: [String] = []

    // snippet.script
    func push(_ screen: any Screen) {
        stack.append(screen)
        log("push \(screen.title)")
        if !script.isEmpty {
            let label = script.removeFirst()
            print("tap \(label)")
            screen.tap(label)
        }
    }
    // snippet.end

    func pop(to screen: any Screen) {
        while let last = stack.last, last !== screen { stack.removeLast() }
        log("pop to \(screen.title)")
    }

    private func log(_ action: String) {
        let gap = String(repeating: " ", count: max(1, 24 - action.count))
        print("  \(action)\(gap)│ \(stack.map(\.title).joined(separator: " › "))")
    }
}
