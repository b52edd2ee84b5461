import Foundation

// snippet.model
struct Vessel {
    var name: String
    var lengthMetres: Double
    var nights: Int
}

let arrivals = [
    Vessel(name: "Sterne", lengthMetres: 9.8, nights: 2),
    Vessel(name: "Heron", lengthMetres: 11.2, nights: 5),
    Vessel(name: "Alk", lengthMetres: 9.8, nights: 1),
    Vessel(name: "Kittiwake", lengthMetres: 14.5, nights: 2),
]
// snippet.end

// snippet.generic
extension Sequence {
    func sorted<Key: Comparable, Tie: Comparable>(
        by key: KeyPath<Element, Key>, then tie: KeyPath<Element, Tie>
    ) -> [Element] {
        sorted { a, b in
            let (keyA, keyB) = (a[keyPath: key], b[keyPath: key])
            return keyA != keyB ? keyA < keyB : a[keyPath: tie] < b[keyPath: tie]
        }
    }
}

print(arrivals.sorted(by: \.lengthMetres, then: \.name).map(\.name))
print(arrivals.sorted(by: \.nights, then: \.lengthMetres).map(\.name))
// snippet.end

// snippet.foundation
let lexical = String.StandardComparator.lexical  // the same order on every platform
let longestFirst = [
    KeyPathComparator(\Vessel.lengthMetres, order: .reverse),
    KeyPathComparator(\Vessel.name, comparator: lexical),
]
print(arrivals.sorted(using: longestFirst).map(\.name))
// snippet.end
