// snippet.types
struct Cue {
    let speaker: String
    let lines: [String: String]  // language code -> text
}

protocol CaptionRenderer: AnyObject {
    func render(_ cue: Cue) -> String
}

/// The concrete component, now a class: the player changes its language while it plays.
final class SubtitleTrack: CaptionRenderer {
    var language: String
    init(language: String) { self.language = language }

    func render(_ cue: Cue) -> String { cue.lines[language] ?? "…" }
}

final class SpeakerLabels: CaptionRenderer {
    let base: any CaptionRenderer
    init(base: any CaptionRenderer) { self.base = base }

    func render(_ cue: Cue) -> String { cue.speaker.uppercased() + ": " + base.render(cue) }
}
// snippet.end

// snippet.menu
/// The player's language menu, written when the renderer was always a bare track.
func switchLanguage(of renderer: any CaptionRenderer, to language: String) {
    guard let track = renderer as? SubtitleTrack else {
        print("  menu: no subtitle track found, language unchanged")
        return
    }
    track.language = language
    print("  menu: switched to \(language)")
}
// snippet.end

// snippet.main
let cue = Cue(speaker: "Mara", lines: ["en": "The ice moved again.", "nb": "Isen flyttet seg igjen."])
let track = SubtitleTrack(language: "en")

print("bare track:")
switchLanguage(of: track, to: "nb")
print("  \(track.render(cue))")

print("decorated track:")
let decorated: any CaptionRenderer = SpeakerLabels(base: track)
print("  decorated === track: \(decorated === track)")
print("  decorated is SubtitleTrack: \(decorated is SubtitleTrack)")
switchLanguage(of: decorated, to: "en")
print("  \(decorated.render(cue))")

print("holding on to the track itself:")
track.language = "en"
print("  \(decorated.render(cue))")
// snippet.end
