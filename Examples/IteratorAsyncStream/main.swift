// snippet.server
/// Stands in for a remote service that hands out a feed one page at a time.
actor FeedServer {
    private let pages = [["Intro", "Blue Train"], ["So What", "Outro"]]

    func page(_ number: Int) -> [String] {
        print("  (server: page \(number) requested)")
        return number < pages.count ? pages[number] : []
    }
}
// snippet.end

// snippet.feed
/// An asynchronous sequence: each `next()` may suspend while a page is fetched.
struct Feed: AsyncSequence {
    let server: FeedServer

    struct AsyncIterator: AsyncIteratorProtocol {
        let server: FeedServer
        var buffer: [String] = []
        var nextPage = 0
        var finished = false

        mutating func next() async -> String? {
            if buffer.isEmpty && !finished {
                buffer = await server.page(nextPage)
                nextPage += 1
                finished = buffer.isEmpty
            }
            return buffer.isEmpty ? nil : buffer.removeFirst()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(server: server)
    }
}
// snippet.end

// snippet.consume
print("for await over a custom AsyncSequence:")
let feed = Feed(server: FeedServer())
for await song in feed {
    print("  \(song)")
}
let firstLong = await feed.first(where: { $0.count > 5 })
print("first long title: \(firstLong ?? "none")")
// snippet.end

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

// snippet.buffering
print("a stream that keeps only the newest 2 values:")
let (readings, feedIn) = AsyncStream.makeStream(
    of: Int.self, bufferingPolicy: .bufferingNewest(2))
for reading in [10, 20, 30, 40] {
    switch feedIn.yield(reading) {
    case .enqueued(let remaining):
        print("  yield \(reading): enqueued, room for \(remaining)")
    case .dropped(let old):
        print("  yield \(reading): buffer full, dropped \(old)")
    case .terminated:
        print("  yield \(reading): stream already finished")
    @unknown default:
        print("  yield \(reading): unknown result")
    }
}
feedIn.finish()
var kept: [Int] = []
for await reading in readings {
    kept.append(reading)
}
print("  consumer saw \(kept)")
// snippet.end
