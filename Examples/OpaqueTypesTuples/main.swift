// Tuples: values grouped without declaring a type for the group.

// snippet.several
// Two results, labelled, and nil for an empty apiary.
func weightRange(_ kilograms: [Double]) -> (lightest: Double, heaviest: Double)? {
    guard let first = kilograms.first else { return nil }
    return kilograms.dropFirst().reduce((first, first)) { range, weight in
        (min(range.0, weight), max(range.1, weight))
    }
}

if let range = weightRange([31.5, 27.0, 42.25]) {
    print("Lightest \(range.lightest) kg, heaviest \(range.heaviest) kg")
}

// Destructuring names the parts on the spot; _ drops the one you don't need.
if let (lightest, _) = weightRange([18.0, 22.5, 19.75]) {
    print("Lightest of the spring splits:", lightest, "kg")
}
// snippet.end

// snippet.compare
// Hive positions as (row, slot): == and < compare element by element.
var positions = [(row: 2, slot: 1), (row: 1, slot: 3), (row: 1, slot: 2)]
positions.sort { $0 < $1 }
print(positions.map { "\($0.row)-\($0.slot)" })
print((row: 1, slot: 2) == (1, 2), "(labels are ignored)")

// Swapping two hives' stands is one tuple assignment.
var (sunnyStand, shadyStand) = ("Linden", "Clover")
(sunnyStand, shadyStand) = (shadyStand, sunnyStand)
print("Sunny stand:", sunnyStand, "| shady stand:", shadyStand)
// snippet.end
