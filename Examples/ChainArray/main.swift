struct Parcel {
    let label: String
    let postcode: String
    let fragile: Bool
}

let parcels = [
    Parcel(label: "seed trays", postcode: "NR2 4AB", fragile: false),
    Parcel(label: "bike pump", postcode: "LS6 1QT", fragile: false),
    Parcel(label: "glass vase", postcode: "NR14 7JX", fragile: true),
]

// snippet.array
// The same routing as an ordered array of closures: contains(where:) stops at
// the first one that returns true, just like a chain.
let routes: [(Parcel) -> Bool] = [
    { $0.fragile && take("fragile desk", $0) },
    { $0.postcode.hasPrefix("NR") && take("local van", $0) },
    { take("national carrier", $0) },
]

func take(_ handler: String, _ parcel: Parcel) -> Bool {
    print("\(handler): \(parcel.label)")
    return true
}

for parcel in parcels {
    let taken = routes.contains { route in route(parcel) }
    print("  taken: \(taken)")
}
// snippet.end
