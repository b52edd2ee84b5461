// snippet.view
import Observation

/// A text view of the pack. It draws again after anything changes the pack,
/// without knowing which command, undo or redo did it.
@MainActor final class PackView {
    private let editor: Editor
    private let write: (String) -> Void
    private var needsDisplay = true

    init(editor: Editor, write: @escaping (String) -> Void) {
        self.editor = editor
        self.write = write
    }

    /// Called by the run loop after each line; draws only if something changed.
    func displayPass() {
        guard needsDisplay else { return }
        needsDisplay = false
        withObservationTracking {
            write(render())              // reading `editor.pack` subscribes
        } onChange: { [weak self] in
            // Runs before the new value is stored: mark now, draw on the next pass.
            MainActor.assumeIsolated { self?.needsDisplay = true }
        }
    }

    func render() -> String {
        guard case .bag(_, let contents) = editor.pack.root else { return "" }
        let list = contents.isEmpty ? "empty" : contents.map(text).joined(separator: ", ")
        return "  pack \(editor.policy.describe(editor.pack.root.grams)): \(list)"
    }

    private func text(_ gear: Gear) -> String {
        switch gear {
        case .item(let name, let grams):
            "\(name) \(grams)"
        case .bag(let name, let contents):
            "\(name) \(gear.grams) [\(contents.map(text).joined(separator: ", "))]"
        }
    }
}
// snippet.end
