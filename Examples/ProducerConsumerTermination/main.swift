// snippet.feed
/// A producer that owns a resource (here, a subscription to a price feed) and
/// releases it in `onTermination`, however the stream ends.
func priceFeed(_ symbol: String) -> (AsyncStream<Int>, AsyncStream<Int>.Continuation) {
    let (prices, sink) = AsyncStream.makeStream(of: Int.self)
    print("\(symbol): subscribed")
    sink.onTermination = { reason in
        print("\(symbol): unsubscribed (\(reason))")
    }
    return (prices, sink)
}
// snippet.end

// snippet.finished
print("-- the producer finishes")
let (tea, teaSink) = priceFeed("TEA")
teaSink.yield(412)
teaSink.yield(415)
teaSink.finish()
for await price in tea { print("consumer: TEA at \(price)") }
print("consumer: TEA feed ended")
// snippet.end

// snippet.cancelled
print("-- the consumer is cancelled")
let (cocoa, cocoaSink) = priceFeed("COCOA")
let (progress, reportProgress) = AsyncStream.makeStream(of: Int.self)
let consumer = Task {
    for await price in cocoa {
        print("consumer: COCOA at \(price)")
        reportProgress.yield(price)
    }
    print("consumer: loop ended")
}
cocoaSink.yield(988)
for await _ in progress { break }  // wait until the consumer has handled the first price
print("cancelling the consumer")
consumer.cancel()
await consumer.value
print("producer: yield after cancel -> \(cocoaSink.yield(990))")
// snippet.end

// snippet.abandoned
print("-- the consumer stops reading")
let (salt, saltSink) = priceFeed("SALT")
for price in [31, 32, 33] { saltSink.yield(price) }
for await price in salt {
    print("consumer: SALT at \(price)")
    if price == 32 { break }
}
print("producer: yield after break -> \(saltSink.yield(34))")
// snippet.end

// snippet.local
/// The usual shape: the stream is a local of the function that reads it.
func readUntil32(_ symbol: String) async -> AsyncStream<Int>.Continuation {
    let (prices, sink) = priceFeed(symbol)
    for price in [31, 32, 33] { sink.yield(price) }
    for await price in prices {
        print("consumer: \(symbol) at \(price)")
        if price == 32 { break }
    }
    return sink
}

print("-- the consumer stops reading, in a function")
let pepperSink = await readUntil32("PEPPER")
print("producer: yield after the function returned -> \(pepperSink.yield(34))")
// snippet.end
