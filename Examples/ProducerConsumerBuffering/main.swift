/// Describes what `yield` reported for one element.
func describe(_ result: AsyncStream<Int>.Continuation.YieldResult) -> String {
    switch result {
    case .enqueued(let remaining) where remaining == .max: "enqueued, no limit"
    case .enqueued(let remaining): "enqueued, room for \(remaining)"
    case .dropped(let element): "buffer full, dropped \(element)"
    case .terminated: "stream terminated"
    @unknown default: "unknown"
    }
}

// snippet.policies
let policies: [(String, AsyncStream<Int>.Continuation.BufferingPolicy)] = [
    ("unbounded", .unbounded),
    ("bufferingOldest(2)", .bufferingOldest(2)),
    ("bufferingNewest(2)", .bufferingNewest(2)),
]
for (name, policy) in policies {
    print("-- \(name)")
    let (orders, sink) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: policy)
    // The producer yields five orders before anyone reads: the consumer has fallen behind.
    for order in 101...105 {
        print("  yield \(order): \(describe(sink.yield(order)))")
    }
    sink.finish()
    var received: [Int] = []
    for await order in orders { received.append(order) }
    print("  consumer got \(received)")
}
// snippet.end
