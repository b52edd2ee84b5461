// expect: compile-warning
/// Stands in for a UI library's list, which tells rows apart by their `id`.
func showList<Row: Identifiable>(_ rows: [Row]) {
    for row in rows { print("row \(row.id)") }
}

// Town names are plain strings, and the list wants Identifiable rows.
extension String: Identifiable {
    public var id: String { self }
}

showList(["Kettle Cross", "Wenlow"])
