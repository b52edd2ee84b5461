// snippet.behaviors
/// The stage manager's record of the show.
struct PromptBook: GoBehavior {
    func didGo(_ cue: Cue) { print("  book: cue \(cue.number) went") }
    func didFail(_ cue: Cue, reason: String) {
        print("  book: cue \(cue.number) failed, \(reason)")
    }
}

final class CueCounter: GoBehavior {
    private(set) var count = 0
    func didGo(_ cue: Cue) { count += 1 }
}

/// A warning to one crew member, for one cue only.
struct StandbyCall: GoBehavior {
    let crew: String
    func willGo(_ cue: Cue) { print("  standby: \(crew), cue \(cue.number)") }
}
// snippet.end

// snippet.console
final class Console {
    private let recorded: Set<Int>
    private let behavior: any GoBehavior

    init(recorded: Set<Int>, behavior: any GoBehavior = CombinedBehavior.none) {
        self.recorded = recorded
        self.behavior = behavior
    }

    func go(_ cue: Cue, also extra: any GoBehavior = CombinedBehavior.none) {
        let hooks = CombinedBehavior([behavior, extra])
        print("GO \(cue.number): \(cue.label)")
        hooks.willGo(cue)
        if recorded.contains(cue.number) {
            hooks.didGo(cue)
        } else {
            hooks.didFail(cue, reason: "nothing recorded")
        }
    }
}
// snippet.end

// snippet.main
print("-- rehearsal: no behaviour at all")
let rehearsal = Console(recorded: [1, 2, 3])
rehearsal.go(Cue(number: 1, label: "house to half"))

print("-- performance: a prompt book and a counter, plus one standby")
let counter = CueCounter()
let show = Console(recorded: [1, 2, 3], behavior: CombinedBehavior([PromptBook(), counter]))
show.go(Cue(number: 1, label: "house to half"))
show.go(Cue(number: 2, label: "kitchen, morning"), also: StandbyCall(crew: "followspot"))
show.go(Cue(number: 4, label: "blackout"))
print("cues that went: \(counter.count)")
// snippet.end
