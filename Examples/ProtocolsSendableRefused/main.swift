// expect: compile-error
protocol TrackCatalog: Sendable {
    func title(of id: Int) async -> String
}

/// Counts lookups in a plain stored property that any task could change.
final class CountingCatalog: TrackCatalog {
    var lookups = 0

    func title(of id: Int) -> String {
        lookups += 1
        return "Track #\(id)"
    }
}
