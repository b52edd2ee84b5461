// snippet.counter
final class CueCounter: GoBehavior {
    private(set) var count = 0
    // Meant to implement didGo(_:), but the label makes it a different method.
    func didGo(cue: Cue) { count += 1 }
}
// snippet.end

// snippet.main
let counter = CueCounter()
let hooks = CombinedBehavior([counter])
for number in 1...3 {
    hooks.didGo(Cue(number: number, label: "cue \(number)"))
}
print("cues that went: \(counter.count)")
counter.didGo(cue: Cue(number: 4, label: "called by name"))
print("after a direct call: \(counter.count)")
// snippet.end
