// snippet.mainactor
/// Every requirement runs on the main actor, and so does every conformer.
@MainActor protocol NowPlayingDisplay {
    func show(_ title: String)
}

final class MiniPlayer: NowPlayingDisplay {
    private(set) var shown: [String] = []
    func show(_ title: String) {
        shown.append(title)
        print("Mini player shows \(title)")
    }
}
// snippet.end

// snippet.isolated
/// A protocol that says nothing about isolation.
protocol Summarizing {
    func summary() -> String
}

/// A main-actor class conforms, but only for use on the main actor.
@MainActor final class QueueScreen: @MainActor Summarizing {
    var titles: [String] = []
    func summary() -> String { "\(titles.count) queued: \(titles.joined(separator: ", "))" }
}

func log(_ item: some Summarizing) {
    print("Log: \(item.summary())")
}
// snippet.end

// snippet.main
let player = MiniPlayer()
player.show("Harbour Lights")

let screen = QueueScreen()
screen.titles = ["Low Tide", "Salt Road"]
log(screen)
// snippet.end
