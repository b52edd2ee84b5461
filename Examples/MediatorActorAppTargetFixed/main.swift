// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
// snippet.block
/// The same block, opted out of the main actor: its `Hashable` conformance can be used anywhere.
nonisolated struct Block: Hashable, Sendable {
    let line: String
    let number: Int
}
// snippet.end

/// The actor mediator, cut down to its one rule: one train per block.
actor SignalBox {
    private var occupants: [Block: String] = [:]

    func request(_ block: Block, for train: String) -> Bool {
        if let holder = occupants[block], holder != train { return false }
        occupants[block] = train
        return true
    }
}

let box = SignalBox()
let block5 = Block(line: "main", number: 5)
print("2H14 asks for main 5: \(await box.request(block5, for: "2H14") ? "green" : "red")")
print("5Z90 asks for main 5: \(await box.request(block5, for: "5Z90") ? "green" : "red")")
print("5Z90 asks for main 4: \(await box.request(Block(line: "main", number: 4), for: "5Z90") ? "green" : "red")")
