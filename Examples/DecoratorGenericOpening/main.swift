// snippet.runtime
/// Takes `some`, so an existential argument is opened; the result is erased again.
func withSpeakerLabels(_ base: some CaptionRenderer) -> any CaptionRenderer {
    base.speakerLabels()
}

let viewerWantsNames = true  // read from the viewer's settings at run time
var chosen: any CaptionRenderer = PlainCaptions()
if viewerWantsNames { chosen = withSpeakerLabels(chosen) }
print("chosen at run time: \(type(of: chosen))")
// snippet.end
