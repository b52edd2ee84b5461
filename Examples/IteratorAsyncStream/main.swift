// snippet.stream
print("AsyncStream fed by a producer task:")
let (ticks, continuation) = AsyncStream.makeStream(of: Int.self)
let producer = Task {
    for tick in 1...3 {
        continuation.yield(tick)
    }
    continuation.finish()   // without this, the loop below would wait forever
}
var received: [Int] = []
for await tick in ticks {
    received.append(tick)
}
await producer.value
print("  received \(received)")
// snippet.end
