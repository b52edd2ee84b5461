// expect: compile-error
// snippet.hide
struct Vessel {
    var name: String
    var isVisiting: Bool
}

let fleet = [Vessel(name: "Heron", isVisiting: false), Vessel(name: "Sterne", isVisiting: true)]
// snippet.show
let column = \Vessel.name              // the same key path, stored first
print(fleet.map(column))
print(fleet.filter(!\.isVisiting))
