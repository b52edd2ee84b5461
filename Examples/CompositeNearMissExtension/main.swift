// expect: compile-warning
// Three near misses of didGo(_:); Behavior.swift is the same file as before.
final class CueBell: GoBehavior {
    func didgo(_ cue: Cue) { print("ding") }  // a misspelt name, in the class itself
}

final class CueCounter {
    private(set) var count = 0
}

extension CueCounter: GoBehavior {
    func didGo(cue: Cue) { count += 1 }  // another label, in a conforming extension
}

final class CueLogger {}

extension CueLogger: GoBehavior {
    func didgo(_ cue: Cue) { print("cue \(cue.number) went") }  // a misspelt name, in one too
}
