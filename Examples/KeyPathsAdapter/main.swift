/// Anything the harbour can assign a place to, wherever the type keeps that place.
protocol Moored {
    static var placeKey: KeyPath<Self, String> { get }
}

struct Yacht {
    var name: String
    var pontoonSlot: String
}

struct Ferry {
    var route: String
    var quay: String
}

extension Yacht: Moored {
    static var placeKey: KeyPath<Yacht, String> { \.pontoonSlot }
}

extension Ferry: Moored {
    static var placeKey: KeyPath<Ferry, String> { \.quay }
}

func occupiedPlaces<Item: Moored>(_ items: [Item]) -> [String] {
    items.map { $0[keyPath: Item.placeKey] }
}

let yachts = [Yacht(name: "Heron", pontoonSlot: "A4"), Yacht(name: "Alk", pontoonSlot: "B2")]
let ferries = [Ferry(route: "Island shuttle", quay: "Quay 1")]
print((occupiedPlaces(yachts) + occupiedPlaces(ferries)).sorted())
