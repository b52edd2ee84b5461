// setting: upcoming-feature InferIsolatedConformances
/// A protocol that says nothing about isolation.
protocol Summarizing {
    func summary() -> String
}

/// A main-actor class, conforming with no `@MainActor` on the conformance.
@MainActor final class HistoryScreen: Summarizing {
    var titles: [String] = []
    func summary() -> String { "\(titles.count) played: \(titles.joined(separator: ", "))" }
}

func log(_ item: some Summarizing) {
    print("Log: \(item.summary())")
}

let screen = HistoryScreen()
screen.titles = ["Low Tide", "Salt Road"]
log(screen)
