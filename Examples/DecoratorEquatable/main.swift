// expect: compile-error
struct Cue {
    let speaker: String
    let text: String
}

protocol CaptionRenderer {
    func render(_ cue: Cue) -> String
}

struct PlainCaptions: CaptionRenderer, Equatable {
    func render(_ cue: Cue) -> String { cue.text }
}

/// The player compares settings to skip rebuilding an unchanged stack, so the decorator
/// should be Equatable too.
struct LineLimit: CaptionRenderer, Equatable {
    let base: any CaptionRenderer
    let maximum: Int

    func render(_ cue: Cue) -> String { String(base.render(cue).prefix(maximum)) }

    static func == (a: LineLimit, b: LineLimit) -> Bool {
        a.maximum == b.maximum && a.base == b.base
    }
}
