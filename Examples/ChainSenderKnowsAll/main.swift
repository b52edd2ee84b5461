struct Parcel {
    let label: String
    let postcode: String
    let fragile: Bool
}

final class FragileDesk {
    func pack(_ p: Parcel) { print("fragile desk:     \(p.label), by hand courier") }
}

final class LocalVan {
    func load(_ p: Parcel) { print("local van:        \(p.label) to \(p.postcode)") }
}

final class NationalCarrier {
    func ship(_ p: Parcel) { print("national carrier: \(p.label) to \(p.postcode)") }
}

// snippet.client
/// The conveyor must know every handler, what each one accepts, and in which
/// order to ask them.
func dispatch(_ parcel: Parcel) {
    if parcel.fragile {
        FragileDesk().pack(parcel)
    } else if parcel.postcode.hasPrefix("NR") {
        LocalVan().load(parcel)
    } else {
        NationalCarrier().ship(parcel)
    }
}
// snippet.end

dispatch(Parcel(label: "seed trays", postcode: "NR2 4AB", fragile: false))
dispatch(Parcel(label: "bike pump", postcode: "LS6 1QT", fragile: false))
dispatch(Parcel(label: "glass vase", postcode: "NR14 7JX", fragile: true))
