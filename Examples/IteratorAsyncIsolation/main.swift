// setting: upcoming-feature NonisolatedNonsendingByDefault
// snippet.where
/// Names the actor the code calling it runs on (`#isolation` is filled in at the call).
func whereAmI(_ isolation: isolated (any Actor)? = #isolation) -> String {
    isolation.map { "\(type(of: $0))" } ?? "no actor"
}
// snippet.end

// snippet.plain
/// Hands out boarding groups; implements only `next()`.
struct BoardingCalls: AsyncSequence {
    struct AsyncIterator: AsyncIteratorProtocol {
        var group = 0

        mutating func next() async -> Int? {
            group += 1
            print("  next() for group \(group) runs on: \(whereAmI())")
            return group <= 2 ? group : nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
// snippet.end

// snippet.isolated
/// The same, with `next(isolation:)` implemented as well.
struct IsolatedBoardingCalls: AsyncSequence {
    struct AsyncIterator: AsyncIteratorProtocol {
        var group = 0

        mutating func next() async -> Int? {
            await next(isolation: #isolation)
        }

        mutating func next(isolation actor: isolated (any Actor)?) async -> Int? {
            group += 1
            print("  next(isolation:) for group \(group) runs on: \(whereAmI())")
            return group <= 2 ? group : nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
// snippet.end

// snippet.use
@MainActor func board() async {
    print("called directly from the main actor:")
    var iterator = BoardingCalls().makeAsyncIterator()
    _ = await iterator.next()

    print("for await, next() only:")
    for await _ in BoardingCalls() {}

    print("for await, next(isolation:) implemented:")
    for await _ in IsolatedBoardingCalls() {}
}

await board()
// snippet.end
