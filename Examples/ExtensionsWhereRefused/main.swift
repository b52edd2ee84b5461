// expect: compile-error
struct Sailing {
    let route: String
    let spacesLeft: Int
}

extension Array where Element == Sailing {
    var totalSpacesLeft: Int { reduce(0) { $0 + $1.spacesLeft } }
}

// Spaces on each vehicle deck, as plain numbers.
let decks = [4, 0, 6]
print(decks.totalSpacesLeft)
