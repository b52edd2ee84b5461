/// One line of dialogue in a film's subtitle track.
struct Cue {
    let speaker: String
    let text: String
    let sound: String?
}

/// The one interface the player knows.
protocol CaptionRenderer {
    func render(_ cue: Cue) -> String
}

/// The concrete component: the words as they were spoken.
struct PlainCaptions: CaptionRenderer {
    func render(_ cue: Cue) -> String { cue.text }
}

// snippet.decorators
/// Names who is speaking.
struct SpeakerLabels: CaptionRenderer {
    let base: any CaptionRenderer

    func render(_ cue: Cue) -> String {
        cue.speaker.uppercased() + ": " + base.render(cue)
    }
}

/// Describes sounds for viewers who can't hear them.
struct SoundDescriptions: CaptionRenderer {
    let base: any CaptionRenderer

    func render(_ cue: Cue) -> String {
        guard let sound = cue.sound else { return base.render(cue) }
        return "[\(sound)] " + base.render(cue)
    }
}

/// Cuts long lines for small screens.
struct LineLimit: CaptionRenderer {
    let base: any CaptionRenderer
    let maximum: Int

    func render(_ cue: Cue) -> String {
        let line = base.render(cue)
        guard line.count > maximum else { return line }
        return line.prefix(maximum - 1) + "…"
    }
}
// snippet.end
