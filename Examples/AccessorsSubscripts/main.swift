// snippet.bench
struct Bench {
    let rows: Int, columns: Int
    private var pots: [String?]

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        pots = Array(repeating: nil, count: rows * columns)
    }

    // Two parameters, get and set: bench[1, 2] = "basil"
    subscript(row: Int, column: Int) -> String? {
        get { pots[row * columns + column] }
        set { pots[row * columns + column] = newValue }
    }

    // A labelled, read-only subscript: bench[positionsOf: "basil"]
    subscript(positionsOf plant: String) -> [String] {
        pots.indices.filter { pots[$0] == plant }
            .map { "(\($0 / columns), \($0 % columns))" }
    }
}
// snippet.end

// snippet.main
var bench = Bench(rows: 2, columns: 3)
bench[0, 0] = "basil"
bench[1, 2] = "basil"
bench[0, 1] = "radish"
print("pot (0, 1) holds \(bench[0, 1] ?? "nothing"), pot (1, 0) holds \(bench[1, 0] ?? "nothing")")
print("basil at \(bench[positionsOf: "basil"].joined(separator: " "))")
// snippet.end
