// snippet.behaviors
/// The stage manager's record of the show.
struct PromptBook: GoBehavior {
    func didGo(_ cue: Cue) { print("  book: cue \(cue.number) went") }
}

/// A warning to one crew member, for one cue only.
struct StandbyCall: GoBehavior {
    let crew: String
    func willGo(_ cue: Cue) { print("  standby: \(crew), cue \(cue.number)") }
}
// snippet.end

// snippet.console
final class Console {
    private let behavior: any GoBehavior

    init(behavior: any GoBehavior = CombinedBehavior.none) {
        self.behavior = behavior
    }

    func go(_ cue: Cue, also extra: any GoBehavior = CombinedBehavior.none) {
        let hooks = CombinedBehavior([behavior, extra])
        print("GO \(cue.number): \(cue.label)")
        hooks.willGo(cue)
        hooks.didGo(cue)
    }
}
// snippet.end

// snippet.main
print("-- rehearsal: no behaviour at all")
let rehearsal = Console()
rehearsal.go(Cue(number: 1, label: "house to half"))

print("-- performance: a prompt book, plus one standby")
let show = Console(behavior: PromptBook())
show.go(Cue(number: 1, label: "house to half"))
show.go(Cue(number: 2, label: "kitchen, morning"), also: StandbyCall(crew: "followspot"))
// snippet.end
