// snippet.cue
/// Makes, moves and reports a source of any conforming type.
func cue<Source: AudioSource>(
    _ type: Source.Type, _ title: String, skipping seconds: Int
) -> Source {
    var source = Source(title: title)
    source.skip(seconds: seconds)
    let length = source.length.map { "\($0)s" } ?? "no end"
    print("\(Source.kind): \(source.title) at \(source.position)s of \(length)")
    return source
}
// snippet.end

// snippet.main
let track = cue(Track.self, "Harbour Lights", skipping: 200)
let stream = cue(LiveStream.self, "Coastline FM", skipping: 30)

var rewound = track
rewound.position = 0
print("track copy rewound: original at \(track.position)s")

let sameStream = stream
sameStream.position = 0
print("stream reference rewound: original at \(stream.position)s")
// snippet.end
