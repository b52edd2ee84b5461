// snippet.hide
import Foundation

// Flush after every line, so the lines printed before the trap are not lost.
func print(_ line: String) {
    Swift.print(line)
    fflush(nil)
}

struct Sailor { var name: String }

struct Vessel {
    var name: String
    var crew: [Sailor]
}
// snippet.show
let fleet = [
    Vessel(name: "Heron", crew: [Sailor(name: "Tom")]),
    Vessel(name: "Sterne", crew: []),
]

let firstOrNil = \Vessel.crew.first?.name     // optional: nil for an empty crew
let firstOrTrap = \Vessel.crew[0].name        // an index: checked only when applied

for vessel in fleet {
    print("\(vessel.name), first aboard: \(vessel[keyPath: firstOrNil] ?? "nobody")")
}
for vessel in fleet {
    print("\(vessel.name), crew[0]: \(vessel[keyPath: firstOrTrap])")
}
