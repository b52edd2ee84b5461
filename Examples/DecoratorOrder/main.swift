let cue = Cue(speaker: "Mara", text: "The ice moved again last night.", sound: "distant cracking")

// The same two decorators around the same captions, stacked both ways round.
let stacks: [(name: String, renderer: any CaptionRenderer)] = [
    ("limit outside", LineLimit(base: SpeakerLabels(base: PlainCaptions()), maximum: 24)),
    ("labels outside", SpeakerLabels(base: LineLimit(base: PlainCaptions(), maximum: 24))),
]

for stack in stacks {
    let line = stack.renderer.render(cue)
    print("\(stack.name): \(line)  (\(line.count) characters)")
}
