struct Cue {
    let speaker: String
    let text: String
    let sound: String?
}

// snippet.functions
/// A renderer is just a function, and a decorator a function from renderer to renderer.
typealias Render = (Cue) -> String
typealias Decoration = (@escaping Render) -> Render

let plain: Render = { $0.text }

let speakerLabels: Decoration = { base in
    { cue in cue.speaker.uppercased() + ": " + base(cue) }
}

let soundDescriptions: Decoration = { base in
    { cue in cue.sound.map { "[\($0)] " + base(cue) } ?? base(cue) }
}

func lineLimit(_ maximum: Int) -> Decoration {
    { base in
        { cue in
            let line = base(cue)
            return line.count > maximum ? line.prefix(maximum - 1) + "…" : line
        }
    }
}

/// Applies decorations in order: the first one ends up innermost.
func decorate(_ base: @escaping Render, with decorations: [Decoration]) -> Render {
    decorations.reduce(base) { inner, decoration in decoration(inner) }
}
// snippet.end

// snippet.main
let cue = Cue(speaker: "Mara", text: "The ice moved again last night.", sound: "distant cracking")

let hardOfHearing = decorate(plain, with: [speakerLabels, soundDescriptions])
let watch = decorate(plain, with: [speakerLabels, lineLimit(24)])
let watchOtherWay = decorate(plain, with: [lineLimit(24), speakerLabels])

print(hardOfHearing(cue))
print(watch(cue))
print(watchOtherWay(cue))
// snippet.end
