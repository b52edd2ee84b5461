// This file is "closed": nothing below changes when a new calculation is needed.

// snippet.protocol
/// One interchangeable way of turning a series of values into a single number.
protocol SeriesStrategy {
    var name: String { get }
    func execute(_ values: [Int]) -> Int
}
// snippet.end

// snippet.context
/// The context: it owns the data and delegates the calculation.
struct NumberSeries {
    let values: [Int]

    /// Runs a strategy object.
    func compute(using strategy: some SeriesStrategy) -> Int {
        strategy.execute(values)
    }

    /// Runs a strategy that is only a function.
    func compute(_ strategy: ([Int]) -> Int) -> Int {
        strategy(values)
    }
}
// snippet.end
