// expect: compile-error
protocol AudioSource {
    var title: String { get }
    var position: Int { get set }
}

/// A short sound that always plays from the start.
struct Jingle: AudioSource {
    let title: String
    let position: Int
}

func retitle(_ source: inout some AudioSource) {
    source.title = "Untitled"
}
