// snippet.settings
/// What a viewer switched on, in the order the settings screen lists it.
enum CaptionSetting {
    case speakerNames
    case soundDescriptions
    case lineLimit(Int)
}

/// Wraps the plain captions once per setting: the first setting ends up innermost.
func makeRenderer(for settings: [CaptionSetting]) -> any CaptionRenderer {
    settings.reduce(PlainCaptions() as any CaptionRenderer) { inner, setting in
        switch setting {
        case .speakerNames: SpeakerLabels(base: inner)
        case .soundDescriptions: SoundDescriptions(base: inner)
        case .lineLimit(let maximum): LineLimit(base: inner, maximum: maximum)
        }
    }
}
// snippet.end

// snippet.main
let scene = [
    Cue(speaker: "Mara", text: "The ice moved again last night.", sound: "distant cracking"),
    Cue(speaker: "Jonas", text: "Then we cross before the light goes.", sound: nil),
]

let viewers: [(name: String, settings: [CaptionSetting])] = [
    ("TV, default", []),
    ("TV, hard of hearing", [.speakerNames, .soundDescriptions]),
    ("watch", [.speakerNames, .lineLimit(24)]),
]

for viewer in viewers {
    let renderer = makeRenderer(for: viewer.settings)
    print("\(viewer.name):")
    for cue in scene {
        print("  \(renderer.render(cue))")
    }
}
// snippet.end
