// expect: compile-error
struct Cue {
    let speaker: String
    let text: String
}

protocol CaptionRenderer {
    func render(_ cue: Cue) -> String
}

struct PlainCaptions: CaptionRenderer {
    func render(_ cue: Cue) -> String { cue.text }
}

struct SpeakerLabels<Base: CaptionRenderer>: CaptionRenderer {
    let base: Base
    func render(_ cue: Cue) -> String { cue.speaker.uppercased() + ": " + base.render(cue) }
}

// The settings are only known at run time, so the stack so far is an existential.
func makeRenderer(speakerNames: Bool) -> any CaptionRenderer {
    var renderer: any CaptionRenderer = PlainCaptions()
    if speakerNames {
        renderer = SpeakerLabels(base: renderer)
    }
    return renderer
}
