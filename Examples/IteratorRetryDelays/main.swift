// snippet.generator
/// Delays between retries, in milliseconds: each one twice the last, for as
/// long as they fit in an `Int`. The type is its own iterator.
struct RetryDelays: Sequence, IteratorProtocol {
    private var upcoming: Int?

    init(first: Int) { upcoming = first }

    mutating func next() -> Int? {
        guard let delay = upcoming else { return nil }
        // `delay * 2` would trap on overflow; ask instead.
        let (doubled, overflowed) = delay.multipliedReportingOverflow(by: 2)
        upcoming = overflowed ? nil : doubled
        return delay
    }
}
// snippet.end

// snippet.use
print("first 6:", Array(RetryDelays(first: 250).prefix(6)))
print("under a minute:", RetryDelays(first: 250).prefix(while: { $0 < 60_000 }).count, "delays")
// snippet.end

// snippet.overflow
var count = 0
var last = 0
for delay in RetryDelays(first: 250) {
    count += 1
    last = delay
}
print("delays that fit in Int: \(count), the last is \(last)")
let (wrapped, overflowed) = last.multipliedReportingOverflow(by: 2)
print("the next doubling overflows: \(overflowed) (wrapped to \(wrapped))")
// snippet.end
