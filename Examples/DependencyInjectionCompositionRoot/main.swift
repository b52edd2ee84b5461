// snippet.hide
import Foundation
// snippet.show
// snippet.live
/// Stands in for the SMS provider in this example.
struct ConsoleMessenger: Messenger {
    func send(_ text: String, to member: String) { print("  text to \(member): \(text)") }
}
// snippet.end

// snippet.root
/// The composition root: the one place that knows the concrete types and builds the graph.
@MainActor final class ToolLibraryApp: ToolListDelegate {
    private let store = LoanBook()                 // one store, shared by passing it
    private let desk: LoanDesk
    private let member: String

    init(member: String) {
        self.member = member
        desk = LoanDesk(store: store, messenger: ConsoleMessenger())
    }

    func start() -> ToolListScreen {
        let screen = ToolListScreen(tools: ["hedge trimmer", "sander", "tile cutter"])
        screen.delegate = self
        print("Tools:\n\(screen.render())")
        return screen
    }

    func toolList(_ screen: ToolListScreen, didPick tool: String) {
        desk.lend(tool, to: member)
        print("  \(store.all.count) loan(s) on the book")
    }
}
// snippet.end

// snippet.main
let app = ToolLibraryApp(member: "Marta")
let screen = app.start()
screen.tap(row: 2)
screen.tap(row: 3)
// snippet.end
