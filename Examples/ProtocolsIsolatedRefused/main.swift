// expect: compile-error
@MainActor protocol NowPlayingDisplay {
    func show(_ title: String)
}

/// Inferred to be `@MainActor` from its conformance.
final class MiniPlayer: NowPlayingDisplay {
    func show(_ title: String) {}
}

protocol Summarizing {
    func summary() -> String
}

/// Conforms as if its main-actor method could run anywhere.
@MainActor final class HistoryScreen: Summarizing {
    var titles: [String] = []
    func summary() -> String { "\(titles.count) played" }
}

/// Conforms for the main actor only.
@MainActor final class QueueScreen: @MainActor Summarizing {
    var titles: [String] = []
    func summary() -> String { "\(titles.count) queued" }
}

nonisolated func refresh(_ player: MiniPlayer, _ screen: QueueScreen) -> any Summarizing {
    player.show("Low Tide")
    return screen
}
