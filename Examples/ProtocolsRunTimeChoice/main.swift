// snippet.main
/// A saved session: which kind of source each line is, known only when it's read.
let saved = """
    track|Harbour Lights|214
    stream|Coastline FM
    track|Low Tide|187
    """

func source(from line: Substring) -> (any AudioSource)? {
    let fields = line.split(separator: "|").map(String.init)
    switch (fields.first, fields.count) {
    case ("track", 3): return Track(title: fields[1], seconds: Int(fields[2]) ?? 0)
    case ("stream", 2): return LiveStream(title: fields[1])
    default: return nil
    }
}

/// Generic: inside, `Source` is one concrete type.
func announce<Source: AudioSource>(_ source: Source) {
    let length = source.length.map { "\($0)s" } ?? "live"
    print("\(Source.self): \(source.title), \(length)")
}

let queue: [any AudioSource] = saved.split(separator: "\n").compactMap(source(from:))
for item in queue {
    announce(item)
}
// snippet.end
