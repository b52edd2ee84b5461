// expect: compile-error
// setting: language-mode 5
// setting: strict-concurrency minimal
// setting: default-isolation MainActor
// setting: upcoming-feature DisableOutwardActorInference
// setting: upcoming-feature GlobalActorIsolatedTypesUsability
// setting: upcoming-feature InferIsolatedConformances
// setting: upcoming-feature InferSendableFromCaptures
// setting: upcoming-feature NonisolatedNonsendingByDefault
/// The departure board without `nonisolated` on its initializer.
@MainActor
final class DepartureBoard {
    private(set) var lines: [String]

    init(title: String) {
        lines = [title]
    }

    func show(_ line: String) {
        lines.append(line)
    }
}

/// Called from the main actor, this runs there; it is still not isolated to it.
nonisolated func prepareBoard() async -> DepartureBoard {
    let board = DepartureBoard(title: "Carriage 7")  // no `nonisolated init`
    board.show("37 seats free")                       // no `await`
    return board
}
