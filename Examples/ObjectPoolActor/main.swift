// snippet.pool
/// A pool for async code: a task that finds the pool empty suspends
/// (its thread goes on to other work) instead of blocking a thread.
actor Pool<Item: Sendable> {
    private var idle: [Item]
    private var waiting: [CheckedContinuation<Item, Never>] = []
    private var out = 0
    private(set) var mostOut = 0
    private(set) var checkouts = 0

    init(items: [Item]) { idle = items }

    func checkOut() async -> Item {
        checkouts += 1
        if !idle.isEmpty {
            out += 1
            mostOut = max(mostOut, out)
            return idle.removeFirst()
        }
        return await withCheckedContinuation { waiting.append($0) }
    }

    func checkIn(_ item: Item) {
        out -= 1
        if waiting.isEmpty {
            idle.append(item)
        } else {
            out += 1                                   // handed straight on
            mostOut = max(mostOut, out)
            waiting.removeFirst().resume(returning: item)
        }
    }

    var idleCount: Int { idle.count }
    var waitingCount: Int { waiting.count }
}
// snippet.end

// snippet.use
struct Device: Sendable {
    let name: String
}

let farm = Pool(items: [Device(name: "phone-1"), Device(name: "phone-2"), Device(name: "phone-3")])

await withTaskGroup(of: Void.self) { group in
    for _ in 1...12 {
        group.addTask {
            let device = await farm.checkOut()
            try? await Task.sleep(for: .milliseconds(2))   // run the tests
            await farm.checkIn(device)
        }
    }
}
print("Jobs served: \(await farm.checkouts)")
print("Never more than three devices out at once: \(await farm.mostOut <= 3)")
print("Devices back in the pool: \(await farm.idleCount)")
print("Jobs still waiting: \(await farm.waitingCount)")
// snippet.end
