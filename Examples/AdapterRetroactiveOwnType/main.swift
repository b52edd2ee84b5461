// expect: compile-error
/// The app's own type: a conformance to it is never retroactive.
struct TownRow {
    let town: String
}

extension TownRow: @retroactive Identifiable {
    var id: String { town }
}
