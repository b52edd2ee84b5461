/// KeyPathsKinds's vessel and berth, unchanged.
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
