/// Stands in for a UI library's list, which tells rows apart by their `id`.
func showList<Row: Identifiable>(_ rows: [Row]) {
    for row in rows { print("row \(row.id)") }
}

// snippet.retroactive
// We own neither String nor Identifiable, and we say so.
extension String: @retroactive Identifiable {
    public var id: String { self }
}
// snippet.end

// snippet.wrapper
/// The adapter's way out: a type of our own, whose conformance is ours.
struct TownRow: Identifiable {
    let town: String
    var id: String { town }
}
// snippet.end

// snippet.main
showList(["Kettle Cross", "Wenlow"])
showList(["Ashby Fen"].map(TownRow.init))
// snippet.end
