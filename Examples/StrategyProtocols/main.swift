// snippet.strategies
struct SumStrategy: SeriesStrategy {
    let name = "Sum"
    func execute(_ values: [Int]) -> Int { values.reduce(0, +) }
}

struct ProductStrategy: SeriesStrategy {
    let name = "Product"
    func execute(_ values: [Int]) -> Int { values.reduce(1, *) }
}

/// A strategy with configuration: a named, stored setting instead of a captured variable.
struct ThresholdSumStrategy: SeriesStrategy {
    let limit: Int
    var name: String { "Sum below \(limit)" }
    func execute(_ values: [Int]) -> Int {
        values.filter { $0 < limit }.reduce(0, +)
    }
}
// snippet.end

// snippet.objects
let series = NumberSeries(values: [1, 2, 3, 4, 10, 20])

print("Protocol strategies, picked at run time from a list:")
let menu: [any SeriesStrategy] = [
    SumStrategy(), ProductStrategy(), ThresholdSumStrategy(limit: 10),
]
for strategy in menu {
    print("  \(strategy.name): \(series.compute(using: strategy))")
}
// snippet.end

// snippet.closures
print("Closure strategies, the same jobs as plain functions:")
let sum: ([Int]) -> Int = { $0.reduce(0, +) }
let product: ([Int]) -> Int = { $0.reduce(1, *) }
let limit = 10
let smallSum: ([Int]) -> Int = { values in values.filter { $0 < limit }.reduce(0, +) }
print("  Sum: \(series.compute(sum))")
print("  Product: \(series.compute(product))")
print("  Sum below \(limit): \(series.compute(smallSum))")
print("  Largest: \(series.compute { $0.max() ?? 0 })")
// snippet.end
