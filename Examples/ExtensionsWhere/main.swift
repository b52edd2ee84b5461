struct Sailing {
    let route: String
    let departure: Int      // minutes after midnight
    let spacesLeft: Int
}

// Members for arrays of sailings only.
extension Array where Element == Sailing {
    var totalSpacesLeft: Int { reduce(0) { $0 + $1.spacesLeft } }

    func departing(after minute: Int) -> [Sailing] {
        filter { $0.departure > minute }
    }
}

// A member for optional strings only, not for every optional.
extension Optional where Wrapped == String {
    func or(_ placeholder: String) -> String { self ?? placeholder }
}

let today = [
    Sailing(route: "Skerry", departure: 425, spacesLeft: 3),
    Sailing(route: "Skerry", departure: 760, spacesLeft: 5),
    Sailing(route: "Skerry", departure: 1060, spacesLeft: 10),
]
print("Car spaces left today:", today.totalSpacesLeft)
print("After noon:", today.departing(after: 720).totalSpacesLeft)

let crew: [String: String] = ["Skerry": "M. Quayle"]
print("Skipper to Skerry:", crew["Skerry"].or("to be confirmed"))
print("Skipper to Holm:", crew["Holm"].or("to be confirmed"))
