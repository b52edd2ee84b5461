// expect: compile-error
/// The app's own type: a conformance to it is never retroactive.
struct TownRow {
    let town: String
}

extension TownRow: @retroactive Identifiable {
    var id: String { town }
}

// The owner already declares this one, as a later standard library might
// declare String: Identifiable.
extension Int: @retroactive CustomStringConvertible {
    public var description: String { "a number of riders" }
}
