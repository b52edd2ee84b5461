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

// An attempt to add speaker labels "without a wrapper": give the type a new render method.
extension PlainCaptions {
    func render(_ cue: Cue) -> String {
        cue.speaker.uppercased() + ": " + cue.text
    }
}
