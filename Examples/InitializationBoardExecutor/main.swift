/// A main-actor departure board, prepared by a nonisolated async function
/// that reports which actor it runs on.
@MainActor
final class DepartureBoard {
    private(set) var lines: [String]

    nonisolated init(title: String) {
        lines = [title]
    }

    func show(_ line: String) {
        lines.append(line)
    }
}

nonisolated func prepareBoard() async -> DepartureBoard {
    let actor = #isolation.map { "\(type(of: $0))" } ?? "no actor"
    print("preparing the board on \(actor)")
    let board = DepartureBoard(title: "Carriage 7")  // still needs the nonisolated init
    await board.show("37 seats free")                // and still needs await
    return board
}

let board = await prepareBoard()  // called from the main actor
print(board.lines.joined(separator: " | "))
