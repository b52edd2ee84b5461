// snippet.generator
/// Fibonacci numbers, for as long as they fit in an `Int`.
/// The type is its own iterator: `makeIterator()` comes free from Sequence.
struct FibonacciGenerator: Sequence, IteratorProtocol {
    private var current: Int? = 1
    private var upcoming: Int? = 1

    mutating func next() -> Int? {
        guard let value = current else { return nil }
        current = upcoming
        if let following = upcoming {
            // `value + following` would trap on overflow; ask instead.
            let (sum, overflowed) = value.addingReportingOverflow(following)
            upcoming = overflowed ? nil : sum
        }
        return value
    }
}
// snippet.end

// snippet.use
print("first 10:", Array(FibonacciGenerator().prefix(10)))
print("below 1000:", FibonacciGenerator().prefix(while: { $0 < 1_000 }).count, "terms")
// snippet.end

// snippet.overflow
var count = 0
var (previous, last) = (0, 0)
for value in FibonacciGenerator() {
    count += 1
    (previous, last) = (last, value)
}
print("terms that fit in Int: \(count), the last is \(last)")
let (wrapped, overflowed) = previous.addingReportingOverflow(last)
print("the next sum overflows: \(overflowed) (wrapped to \(wrapped))")
// snippet.end
