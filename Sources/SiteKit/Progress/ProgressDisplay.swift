import Foundation
import Synchronization

/// Shows how far a long build is. On a terminal, one status line rewritten in place
/// ("Rendering 812 of 2000 chapters"); in a log (CI), nothing (the command line prints the
/// generator's own stage lines with `--verbose`).
package final class ProgressDisplay: Sendable {
    package enum Style: Sendable {
        /// A status line updated in place with carriage returns.
        case terminal
        /// Nothing at all.
        case silent
    }

    package let style: Style
    private let write: @Sendable (String) -> Void
    private let state = Mutex(State())

    private struct State {
        var stage = ""
        var unit = ""
        var done = 0
        var total = 0
        var lastDrawn = ContinuousClock.now - .seconds(1)
        var lineShown = false
    }

    package init(style: Style, write: @escaping @Sendable (String) -> Void = ProgressDisplay.standardError) {
        self.style = style
        self.write = write
    }

    /// A status line when standard error is a terminal; nothing in a log.
    package static func forStandardError() -> ProgressDisplay {
        ProgressDisplay(style: standardErrorIsTerminal ? .terminal : .silent)
    }

    /// Whether standard error is a terminal where a line can be redrawn in place: not a log,
    /// and not a terminal that says it understands no escape sequences (`TERM=dumb`, as
    /// editors' output panes set it).
    package static var standardErrorIsTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    package static let standardError: @Sendable (String) -> Void = { text in
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// A stage starts with `total` items to do, counted in `unit` ("chapters").
    package func begin(_ stage: String, total: Int = 0, unit: String = "") {
        let line: String? = state.withLock { state in
            state = State(stage: stage, unit: unit, done: 0, total: total, lineShown: state.lineShown)
            switch style {
            case .silent: return nil
            case .terminal:
                state.lineShown = true
                state.lastDrawn = ContinuousClock.now
                return "\r\u{1B}[K\(Self.status(state))"
            }
        }
        if let line { write(line) }
    }

    /// One more item of the current stage is done.
    package func advance() {
        guard style == .terminal else { return }
        let line: String? = state.withLock { state in
            state.done += 1
            // Redraw at most 20 times a second: a terminal is slower than a fast stage.
            let now = ContinuousClock.now
            guard now - state.lastDrawn >= .milliseconds(50) || state.done == state.total else { return nil }
            state.lastDrawn = now
            return "\r\u{1B}[K\(Self.status(state))"
        }
        if let line { write(line) }
    }

    /// Clears the status line, so the next output starts on a clean line.
    package func finish() {
        let shown = state.withLock { state in
            defer { state.lineShown = false }
            return state.lineShown
        }
        if style == .terminal && shown { write("\r\u{1B}[K") }
    }

    private static func status(_ state: State) -> String {
        guard state.total > 0, !state.unit.isEmpty else { return "\(state.stage)…" }
        return "\(state.stage) \(state.done) of \(state.total) \(state.unit)"
    }
}
