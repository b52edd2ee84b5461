// snippet.type
struct Station {
    var code: String
    var name: String
    var platforms = 2             // a `var` with a default: an optional argument
    let timeZone = "Europe/Zurich" // a `let` with a default: not an argument at all
}
// snippet.end

// snippet.extension
extension Station {
    /// A halt with one platform, its code taken from its name.
    /// Written in an extension, so the memberwise initializer survives.
    init(halt name: String) {
        self.init(code: String(name.prefix(3)).uppercased(), name: name, platforms: 1)
    }
}
// snippet.end

// snippet.run
let stations = [
    Station(code: "BS", name: "Basel SBB", platforms: 16),
    Station(code: "OL", name: "Olten"),
    Station(halt: "Kiesen"),
]
for station in stations {
    print("\(station.code) \(station.name): platforms \(station.platforms), \(station.timeZone)")
}
// snippet.end
