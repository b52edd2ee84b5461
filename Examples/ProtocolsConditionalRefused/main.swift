// expect: compile-error
struct Playlist<Entry> {
    var name: String
    var entries: [Entry]
}

extension Playlist: Equatable where Entry: Equatable {}

/// A point in a track where the DJ fades in; nobody made it Equatable.
struct Cue {
    let second: Int
}

let intro = Playlist(name: "Intro cues", entries: [Cue(second: 0), Cue(second: 12)])
print(intro == intro)
