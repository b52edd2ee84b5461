struct Parcel {
    let label: String
    let postcode: String
    let fragile: Bool
}

// snippet.protocol
/// One link of the chain. A link knows only the link after it.
protocol ParcelHandler: AnyObject {
    var next: (any ParcelHandler)? { get set }
    /// Returns true if this link, or one after it, took the parcel.
    func route(_ parcel: Parcel) -> Bool
}

extension ParcelHandler {
    /// What a link does with a parcel it doesn't want.
    func passOn(_ parcel: Parcel) -> Bool {
        guard let next else {
            print("  no handler left: \(parcel.label) stays on the belt")
            return false
        }
        return next.route(parcel)
    }
}
// snippet.end

// snippet.links
final class FragileDesk: ParcelHandler {
    var next: (any ParcelHandler)?
    func route(_ parcel: Parcel) -> Bool {
        guard parcel.fragile else { return passOn(parcel) }
        print("  fragile desk: \(parcel.label) by hand courier")
        return true
    }
}

final class LocalVan: ParcelHandler {
    var next: (any ParcelHandler)?
    func route(_ parcel: Parcel) -> Bool {
        guard parcel.postcode.hasPrefix("NR") else { return passOn(parcel) }
        print("  local van: \(parcel.label) to \(parcel.postcode)")
        return true
    }
}

final class NationalCarrier: ParcelHandler {
    var next: (any ParcelHandler)?
    func route(_ parcel: Parcel) -> Bool {
        print("  national carrier: \(parcel.label) to \(parcel.postcode)")
        return true
    }
}
// snippet.end

// snippet.build
/// Links each handler to the one after it and returns the head of the chain.
func makeChain(_ links: [any ParcelHandler]) -> (any ParcelHandler)? {
    for (link, following) in zip(links, links.dropFirst()) {
        link.next = following
    }
    links.last?.next = nil  // the end, even if this link had a successor before
    return links.first
}
// snippet.end

// snippet.main
let parcels = [
    Parcel(label: "seed trays", postcode: "NR2 4AB", fragile: false),
    Parcel(label: "bike pump", postcode: "LS6 1QT", fragile: false),
    Parcel(label: "glass vase", postcode: "NR14 7JX", fragile: true),
]

let depot = makeChain([FragileDesk(), LocalVan(), NationalCarrier()])
let vanOnly = makeChain([LocalVan()])

for (name, chain) in [("depot chain", depot), ("van-only chain", vanOnly)] {
    print("== \(name)")
    for parcel in parcels {
        let taken = chain?.route(parcel) ?? false
        print("  taken: \(taken)")
    }
}
// snippet.end
