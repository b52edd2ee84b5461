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

// snippet.generic
/// The wrapped type is a generic parameter instead of an existential.
struct SpeakerLabels<Base: CaptionRenderer>: CaptionRenderer {
    let base: Base
    func render(_ cue: Cue) -> String { cue.speaker.uppercased() + ": " + base.render(cue) }
}

struct LineLimit<Base: CaptionRenderer>: CaptionRenderer {
    let base: Base
    let maximum: Int

    func render(_ cue: Cue) -> String {
        let line = base.render(cue)
        return line.count > maximum ? line.prefix(maximum - 1) + "…" : line
    }
}

// A decorator is Equatable exactly when what it wraps is.
extension SpeakerLabels: Equatable where Base: Equatable {}
extension LineLimit: Equatable where Base: Equatable {}

// Wrapping as a method reads left to right, innermost first.
extension CaptionRenderer {
    func speakerLabels() -> SpeakerLabels<Self> { SpeakerLabels(base: self) }
    func lineLimit(_ maximum: Int) -> LineLimit<Self> { LineLimit(base: self, maximum: maximum) }
}
// snippet.end

// snippet.main
let cue = Cue(speaker: "Jonas", text: "Then we cross before the light goes.")

let watch = PlainCaptions().speakerLabels().lineLimit(24)
print(type(of: watch))
print(watch.render(cue))

// The stack's type spells out its order, so equal stacks compare equal...
print("same settings: \(watch == PlainCaptions().speakerLabels().lineLimit(24))")
print("other limit:   \(watch == PlainCaptions().speakerLabels().lineLimit(40))")

// ...and a stack in the other order is a different type altogether.
let reversed = PlainCaptions().lineLimit(24).speakerLabels()
print(type(of: reversed))
// snippet.end
