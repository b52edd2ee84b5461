// expect: compile-error
protocol AudioSource {
    var title: String { get }
}

struct Track: AudioSource { let title: String }
struct LiveStream: AudioSource { let title: String }

/// A queue of one kind of source, fixed by its generic parameter.
struct PlayQueue<Source: AudioSource> {
    var sources: [Source]
}

func titles(_ sources: [some AudioSource]) -> [String] {
    sources.map(\.title)
}

// snippet.refused
let mixed: [any AudioSource] = [Track(title: "Low Tide"), LiveStream(title: "Coastline FM")]
let queue = PlayQueue<any AudioSource>(sources: mixed)
print(titles(mixed))
// snippet.end
