// snippet.box
/// A block section on one of the lines the signal box controls.
struct Block: Hashable, Sendable {
    let line: String
    let number: Int
}

/// An actor as the mediator: its state is touched by one task at a time,
/// so concurrent requests can't corrupt it, and no locks are written.
actor SignalBox {
    private var occupants: [Block: String] = [:]
    private(set) var requests = 0
    private(set) var refusals = 0

    /// Grants the block if nobody else holds it; the train leaves its old block.
    func request(_ block: Block, for train: String) -> Bool {
        requests += 1
        if let holder = occupants[block], holder != train {
            refusals += 1
            return false
        }
        occupants = occupants.filter { $0.value != train }
        occupants[block] = train
        return true
    }

    func summary() -> [String] {
        occupants.map { "\($0.value) in \($0.key.line) \($0.key.number)" }.sorted()
    }
}
// snippet.end

// snippet.trains
/// A train is a value: its headcode and the line it runs on.
struct Run: Sendable {
    let train: String
    let line: String
}

let box = SignalBox()
// Engineers have taken block 4 of the branch line for track work.
_ = await box.request(Block(line: "branch", number: 4), for: "engineers")

let runs = [
    Run(train: "2H14", line: "up main"),
    Run(train: "1A03", line: "down main"),
    Run(train: "5Z90", line: "branch"),
]

await withTaskGroup(of: Int.self) { group in
    for run in runs {
        group.addTask {
            var granted = 0
            for number in 1...5 {
                // A red signal stops the train where it is.
                guard await box.request(Block(line: run.line, number: number),
                                        for: run.train) else { break }
                granted += 1
            }
            return granted
        }
    }
    var granted = 0
    for await count in group { granted += count }
    print("blocks granted to trains: \(granted)")
}
// snippet.end

// snippet.summary
print("requests: \(await box.requests), refusals: \(await box.refusals)")
for line in await box.summary() { print(line) }
// snippet.end
