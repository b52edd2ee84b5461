// snippet.hide
import Foundation

// Flush after every line, so the lines printed before the trap are not lost.
func print(_ line: String) {
    Swift.print(line)
    fflush(nil)
}
// snippet.show
import Dispatch

/// A command history guarded by a serial queue: every access goes through `sync`.
final class History {
    private let queue = DispatchQueue(label: "history")
    private var names: [String] = []

    func record(_ name: String) {
        queue.sync { names.append(name) }
    }

    /// Repeats the last command. It reads the history on the queue, then
    /// records the repeat, which calls `sync` on the queue it is already on.
    func repeatLast() {
        queue.sync {
            guard let last = names.last else { return }
            print("repeating \(last)")
            record(last)
        }
    }
}

let history = History()
history.record("forward 3 m")
print("recorded forward 3 m")
history.repeatLast()
print("never printed")
