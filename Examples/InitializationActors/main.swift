// snippet.actor
actor SeatReservations {
    private var taken: Set<Int> = []
    let capacity: Int

    /// A synchronous init may set the actor's stored properties directly...
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// ...but only an async init is isolated to the actor once every property is set,
    /// so only here may it call the actor's own methods without `await`.
    init(capacity: Int, blocked: [Int]) async {
        self.capacity = capacity
        for seat in blocked {
            reserve(seat)
        }
    }

    func reserve(_ seat: Int) {
        taken.insert(seat)
    }

    var free: Int { capacity - taken.count }
}
// snippet.end

// snippet.board
@MainActor
final class DepartureBoard {
    private(set) var lines: [String]

    /// `nonisolated`: code on any actor can create a board, without `await`.
    nonisolated init(title: String) {
        lines = [title]
    }

    func show(_ line: String) {
        lines.append(line)
    }
}
// snippet.end

// snippet.run
/// Runs on the global concurrent executor, not on the main actor.
nonisolated func prepareBoard(for carriage: SeatReservations) async -> DepartureBoard {
    let board = DepartureBoard(title: "Carriage 7")   // synchronous: allowed by `nonisolated init`
    let free = await carriage.free
    await board.show("\(free) seats free")          // using it still means hopping to the main actor
    return board
}

let plain = SeatReservations(capacity: 40)
let sleeper = await SeatReservations(capacity: 40, blocked: [1, 2, 3])
print("plain: \(await plain.free) free, sleeper: \(await sleeper.free) free")
let board = await prepareBoard(for: sleeper)
print(board.lines.joined(separator: " | "))
// snippet.end
