// snippet.numeric
extension Collection where Element: Numeric {
    /// Only collections of numbers have a total.
    func total() -> Element { reduce(0, +) }
}
// snippet.end

// snippet.sametype
struct Reading {
    let bed: String
    let litres: Double
}

extension Sequence where Element == Reading {
    /// Only sequences of exactly `Reading` have a per-bed report.
    func litresByBed() -> [(bed: String, litres: Double)] {
        Dictionary(map { ($0.bed, $0.litres) }, uniquingKeysWith: +)
            .sorted { $0.key < $1.key }
            .map { (bed: $0.key, litres: $0.value) }
    }
}
// snippet.end

// snippet.anyobject
protocol Valve {
    var name: String { get }
}

extension Valve where Self: AnyObject {
    /// Identity exists only for class instances: `===` needs `AnyObject`.
    func isSameValve(as other: Self) -> Bool { self === other }
}

final class MistValve: Valve {
    let name: String
    init(name: String) { self.name = name }
}
// snippet.end

// snippet.run
print("Litres per day: \([12, 9, 14].total())")
print("Kilograms: \([0.5, 1.25].total())")

let log = [
    Reading(bed: "Tomatoes", litres: 3.5),
    Reading(bed: "Beans", litres: 2),
    Reading(bed: "Tomatoes", litres: 1.5),
]
for (bed, litres) in log.litresByBed() {
    print("\(bed): \(litres) l")
}

let north = MistValve(name: "north")
let alsoNorth = north
let twin = MistValve(name: "north")   // same name, another valve
print("Same valve: \(north.isSameValve(as: alsoNorth)), \(north.isSameValve(as: twin))")
// snippet.end
