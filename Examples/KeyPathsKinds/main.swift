// snippet.types
struct Vessel {
    let hullID: String          // let: fixed for the vessel's life
    var name: String            // var on a struct
}

final class Berth {
    let number: Int
    var tariffPerNight: Int               // var on a class
    private(set) var nightsBooked = 0     // settable only inside Berth

    init(number: Int, tariffPerNight: Int) {
        self.number = number
        self.tariffPerNight = tariffPerNight
    }

    func book(nights: Int) { nightsBooked += nights }
}
// snippet.end

// snippet.kind
// Overload resolution picks the most specific static type of the argument.
func kind<Root, Value>(_: KeyPath<Root, Value>) -> String { "KeyPath (read only)" }
func kind<Root, Value>(_: WritableKeyPath<Root, Value>) -> String { "WritableKeyPath" }
func kind<Root, Value>(_: ReferenceWritableKeyPath<Root, Value>) -> String {
    "ReferenceWritableKeyPath"
}

print("Vessel.hullID        ", kind(\Vessel.hullID))
print("Vessel.name          ", kind(\Vessel.name))
print("Berth.tariffPerNight ", kind(\Berth.tariffPerNight))
print("Berth.nightsBooked   ", kind(\Berth.nightsBooked))
// snippet.end

// snippet.write
var heron = Vessel(hullID: "GB-4471", name: "Heron")
heron[keyPath: \.name] = "Grey Heron"          // needs a var: it changes the struct

let berth = Berth(number: 12, tariffPerNight: 38)
berth[keyPath: \.tariffPerNight] = 42          // a let is enough: it changes the object
berth.book(nights: 3)
print(heron[keyPath: \.hullID], heron.name, "in berth", berth.number,
      "at", berth.tariffPerNight, "a night,", berth.nightsBooked, "nights booked")
// snippet.end
