// expect: compile-error
// snippet.hide
struct Vessel {
    let hullID: String
    var name: String
}

final class Berth {
    let number: Int
    var tariffPerNight: Int
    private(set) var nightsBooked = 0

    init(number: Int, tariffPerNight: Int) {
        self.number = number
        self.tariffPerNight = tariffPerNight
    }
}
// snippet.show
let rename: WritableKeyPath<Vessel, String> = \.hullID           // a let property
let rebook: ReferenceWritableKeyPath<Berth, Int> = \.nightsBooked // private(set), outside Berth

var heron = Vessel(hullID: "GB-4471", name: "Heron")
heron[keyPath: \.hullID] = "GB-9999"       // the first mistake again, written inline

let moored = Vessel(hullID: "FR-0213", name: "Sterne")
moored[keyPath: \.name] = "Sterne II"      // a writable key path, but a let root
