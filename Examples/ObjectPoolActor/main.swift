// snippet.pool
/// A pool for async code: a task that finds the pool empty suspends
/// (its thread goes on to other work) instead of blocking a thread.
actor Pool<Item: Sendable> {
    private var available: [Item]
    private var waiting: [CheckedContinuation<Item, Never>] = []
    private var out = 0
    private(set) var mostOut = 0
    private(set) var loans = 0

    init(items: [Item]) { available = items }

    func checkOut() async -> Item {
        loans += 1
        if !available.isEmpty {
            out += 1
            mostOut = max(mostOut, out)
            return available.removeFirst()
        }
        return await withCheckedContinuation { waiting.append($0) }
    }

    func checkIn(_ item: Item) {
        out -= 1
        if waiting.isEmpty {
            available.append(item)
        } else {
            out += 1                                   // handed straight on
            mostOut = max(mostOut, out)
            waiting.removeFirst().resume(returning: item)
        }
    }

    var idleCount: Int { available.count }
    var waitingCount: Int { waiting.count }
}
// snippet.end

// snippet.use
struct Book: Sendable {
    let title: String
    let copy: Int
}

let library = Pool(items: [
    Book(title: "Hard Times", copy: 1),
    Book(title: "Hard Times", copy: 2),
])

await withTaskGroup(of: Void.self) { group in
    for _ in 1...20 {
        group.addTask {
            let book = await library.checkOut()
            try? await Task.sleep(for: .milliseconds(2))   // read a little
            await library.checkIn(book)
        }
    }
}
print("Loans made: \(await library.loans)")
print("Never more than two copies out at once: \(await library.mostOut <= 2)")
print("Copies back on the shelf: \(await library.idleCount)")
print("Readers still waiting: \(await library.waitingCount)")
// snippet.end
