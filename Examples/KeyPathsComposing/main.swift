// snippet.hide
func kind<Root, Value>(_: KeyPath<Root, Value>) -> String { "KeyPath" }
func kind<Root, Value>(_: WritableKeyPath<Root, Value>) -> String { "WritableKeyPath" }
// snippet.show
// snippet.model
struct Sailor { var name: String }

struct Vessel {
    var name: String
    var skipper: Sailor?
    var crew: [Sailor]
}

struct Harbour {
    var moorings: [Vessel]
    var depthAtBerth: [String: Double]     // metres, by berth label
}
// snippet.end

// snippet.data
var harbour = Harbour(
    moorings: [
        Vessel(name: "Heron", skipper: Sailor(name: "Ines"),
               crew: [Sailor(name: "Tom"), Sailor(name: "Ada")]),
        Vessel(name: "Sterne", skipper: nil, crew: []),
    ],
    depthAtBerth: ["A1": 2.4, "A2": 3.1]
)
// snippet.end

// snippet.paths
let firstMate = \Harbour.moorings[0].crew[0].name     // array subscripts
let skipper = \Vessel.skipper?.name                   // optional chaining
let lastBoat = \Harbour.moorings.last?.name           // a property returning an optional
let depthA2 = \Harbour.depthAtBerth["A2"]             // a dictionary subscript

print(kind(firstMate), "->", harbour[keyPath: firstMate])
print(kind(skipper), "->", harbour.moorings.map { $0[keyPath: skipper] ?? "none" })
print(kind(lastBoat), "->", harbour[keyPath: lastBoat] ?? "none")
print(kind(depthA2), "->", harbour[keyPath: depthA2] ?? 0)
// snippet.end

// snippet.append
let firstBoat = \Harbour.moorings[0]
let appended = firstBoat.appending(path: \.crew[0].name)
print("appended:", kind(appended), "->", harbour[keyPath: appended])
print("same path:", appended == firstMate)
// snippet.end

// snippet.write
harbour[keyPath: firstMate] = "Noor"      // writes into an array inside an array
harbour[keyPath: depthA2] = nil           // a dictionary write of nil removes the entry
print(harbour.moorings[0].crew.map(\.name), harbour.depthAtBerth)
// snippet.end
