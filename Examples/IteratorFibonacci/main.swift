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
let firstTen = Array(FibonacciGenerator().prefix(10))
print("first 10:", firstTen)

let first25 = Array(FibonacciGenerator().prefix(25))
print("term 25:", first25.last!)

let belowThousand = FibonacciGenerator().prefix(while: { $0 < 1_000 })
print("below 1000:", belowThousand.count, "terms")

// lazy keeps the pipeline pull-based: only as many terms as needed are made.
let evens = FibonacciGenerator().lazy.filter { $0.isMultiple(of: 2) }.prefix(5)
print("first 5 even:", Array(evens))
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

// snippet.state
// The same generator without a named type: the state is a tuple.
let inline = sequence(state: (0, 1)) { (state: inout (Int, Int)) -> Int? in
    let (sum, overflowed) = state.0.addingReportingOverflow(state.1)
    guard !overflowed else { return nil }
    state = (state.1, sum)
    return state.0
}
print("inline first 10:", Array(inline.prefix(10)))
// snippet.end
