struct Cue {
    let speaker: String
    let text: String
    let sound: String?
}

// snippet.renderer
/// Every option anyone asked for, as a flag on one type.
struct CaptionRenderer {
    var speakerNames = false
    var soundDescriptions = false
    var lineLimit: Int? = nil
    var limitIncludesSpeaker = true  // added when one team wanted the name outside the limit

    func render(_ cue: Cue) -> String {
        var line = cue.text
        if let maximum = lineLimit, !limitIncludesSpeaker {
            line = cut(line, to: maximum)
        }
        if speakerNames {
            line = cue.speaker.uppercased() + ": " + line
        }
        if let maximum = lineLimit, limitIncludesSpeaker {
            line = cut(line, to: maximum)
        }
        if soundDescriptions, let sound = cue.sound {
            line = "[\(sound)] " + line
        }
        return line
    }

    private func cut(_ line: String, to maximum: Int) -> String {
        line.count > maximum ? line.prefix(maximum - 1) + "…" : line
    }
}
// snippet.end

// snippet.main
let cue = Cue(speaker: "Mara", text: "The ice moved again last night.", sound: "distant cracking")

let tv = CaptionRenderer(speakerNames: true, soundDescriptions: true)
let watch = CaptionRenderer(speakerNames: true, soundDescriptions: true, lineLimit: 24)
for line in [tv.render(cue), watch.render(cue)] {
    print("\(line)  (\(line.count) characters)")
}
// snippet.end
