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
