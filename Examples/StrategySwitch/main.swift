// snippet.series
/// A series of readings that knows every calculation anybody ever asked of it.
struct NumberSeries {
    enum Calculation {
        case sum
        case product
        // Every new calculation is another case here...
    }

    let values: [Int]

    func compute(_ calculation: Calculation) -> Int {
        // ...and another branch here, in a type that was already tested and shipped.
        switch calculation {
        case .sum: values.reduce(0, +)
        case .product: values.reduce(1, *)
        }
    }
}
// snippet.end

// snippet.client
let series = NumberSeries(values: [1, 2, 3, 4, 10, 20])
print("Sum: \(series.compute(.sum))")
print("Product: \(series.compute(.product))")

// A caller that needs "the sum of the small values" can't ask the series for it.
// It either edits NumberSeries or reaches into its data and does the work itself.
let smallSum = series.values.filter { $0 < 10 }.reduce(0, +)
print("Sum below 10, computed outside: \(smallSum)")
// snippet.end
