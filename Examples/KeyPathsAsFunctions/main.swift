// snippet.model
struct Vessel {
    var name: String
    var flag: String            // country code
    var lengthMetres: Double
    var isVisiting: Bool
    var crew: [String]
}

let fleet = [
    Vessel(name: "Heron", flag: "GB", lengthMetres: 11.2, isVisiting: false, crew: ["Tom", "Ada"]),
    Vessel(name: "Sterne", flag: "FR", lengthMetres: 9.8, isVisiting: true, crew: []),
    Vessel(name: "Kittiwake", flag: "GB", lengthMetres: 14.5, isVisiting: true, crew: ["Ines"]),
    Vessel(name: "Lumme", flag: "DE", lengthMetres: 8.1, isVisiting: false, crew: ["Jo", "Kai", "Lea"]),
]
// snippet.end

// snippet.use
print(fleet.map(\.name))                                 // (Vessel) -> String
print(fleet.filter(\.isVisiting).map(\.name))            // (Vessel) -> Bool
print(fleet.map(\.crew.count))                           // a longer path is a function too
print(fleet.contains(where: \.crew.isEmpty))
print(Set(fleet.map(\.flag)).sorted())
print(fleet.map(\.lengthMetres).reduce(0, +))
// snippet.end

