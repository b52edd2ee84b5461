protocol SeriesStrategy {
    var name: String { get }
    func execute(_ values: [Int]) -> Int
}

struct SumStrategy: SeriesStrategy {
    var name: String { "Sum" }
    func execute(_ values: [Int]) -> Int { values.reduce(0, +) }
}

struct ProductStrategy: SeriesStrategy {
    var name: String { "Product" }
    func execute(_ values: [Int]) -> Int { values.reduce(1, *) }
}

// snippet.generic
/// The strategy is part of the context's type, fixed when the code is compiled.
struct Statistic<Strategy: SeriesStrategy> {
    let strategy: Strategy

    func callAsFunction(_ values: [Int]) -> Int {
        strategy.execute(values)
    }
}

/// The strategy is chosen when the program runs, held in an existential box.
struct DynamicStatistic {
    var strategy: any SeriesStrategy

    func callAsFunction(_ values: [Int]) -> Int {
        strategy.execute(values)
    }
}
// snippet.end

// snippet.use
let values = [1, 2, 3, 4, 10, 20]

let total = Statistic(strategy: SumStrategy())
let product = Statistic(strategy: ProductStrategy())
print("\(type(of: total)): \(total(values))")
print("\(type(of: product)): \(product(values))")
// let both = [total, product]  // error: the two are different types

var dynamic = DynamicStatistic(strategy: SumStrategy())
print("\(type(of: dynamic)) with \(dynamic.strategy.name): \(dynamic(values))")
dynamic.strategy = ProductStrategy()
print("\(type(of: dynamic)) with \(dynamic.strategy.name): \(dynamic(values))")

print("Bytes for Statistic<SumStrategy>: \(MemoryLayout<Statistic<SumStrategy>>.size)")
print("Bytes for DynamicStatistic: \(MemoryLayout<DynamicStatistic>.size)")
// snippet.end
