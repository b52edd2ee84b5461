struct Parcel {
    let label: String
    let postcode: String
    let fragile: Bool
}

// snippet.protocol
/// Every link sees every parcel, together with whether an earlier link took it.
protocol Station: AnyObject {
    var next: (any Station)? { get set }
    func receive(_ parcel: Parcel, taken: Bool)
}
// snippet.end

// snippet.links
final class FragileDesk: Station {
    var next: (any Station)?
    func receive(_ parcel: Parcel, taken: Bool) {
        let mine = !taken && parcel.fragile
        if mine { print("  fragile desk: \(parcel.label) by hand courier") }
        next?.receive(parcel, taken: taken || mine)
    }
}

final class LocalVan: Station {
    var next: (any Station)?
    func receive(_ parcel: Parcel, taken: Bool) {
        let local = parcel.postcode.hasPrefix("NR")
        if local && taken { print("  local van: \(parcel.label) already taken, no second copy") }
        if local && !taken { print("  local van: loaded \(parcel.label)") }
        next?.receive(parcel, taken: taken || local)
    }
}

/// The last link takes nothing; it writes every parcel into the day's audit trail.
final class AuditTrail: Station {
    var next: (any Station)?
    func receive(_ parcel: Parcel, taken: Bool) {
        print("  audit: \(parcel.label) \(taken ? "left the depot" : "still on the belt")")
        next?.receive(parcel, taken: taken)
    }
}
// snippet.end

// snippet.main
let desk = FragileDesk()
let van = LocalVan()
desk.next = van
van.next = AuditTrail()

let parcels = [
    Parcel(label: "seed trays", postcode: "NR2 4AB", fragile: false),
    Parcel(label: "bike pump", postcode: "LS6 1QT", fragile: false),
    Parcel(label: "glass vase", postcode: "NR14 7JX", fragile: true),
]
for parcel in parcels {
    print("\(parcel.label), \(parcel.postcode)")
    desk.receive(parcel, taken: false)
}
// snippet.end
