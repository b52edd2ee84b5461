// snippet.functions
/// Written with the primary associated type.
func titles(in store: some Store<Track>) -> String {
    store.items.map(\.title).joined(separator: ", ")
}

/// The same constraint spelled out, as it had to be before Swift 5.7.
func totalSeconds<S: Store>(in store: S) -> Int where S.Item == Track {
    store.items.reduce(0) { $0 + $1.seconds }
}

/// The caller learns only that this is some store of tracks.
func makeHistory() -> some Store<Track> {
    RecentlyPlayed()
}
// snippet.end

// snippet.main
let evening = [
    Track(title: "Harbour Lights", seconds: 214),
    Track(title: "Low Tide", seconds: 187),
    Track(title: "Signal Fires", seconds: 242),
    Track(title: "Salt Road", seconds: 199),
]

var stores: [any Store<Track>] = [Shelf<Track>(), makeHistory()]
for index in stores.indices {
    for track in evening {
        stores[index].add(track)
    }
}

for store in stores {
    print("\(type(of: store)): \(titles(in: store)) (\(totalSeconds(in: store))s)")
}
// snippet.end
