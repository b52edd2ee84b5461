// snippet.policy
/// The strategy: what makes a pack acceptable. Chosen once, by the composition root.
protocol PackingPolicy: Sendable {
    func describe(_ grams: Int) -> String
    func objection(to pack: Pack) -> String?
}

struct WeightLimit: PackingPolicy {
    let grams: Int
    func describe(_ total: Int) -> String { "\(total) of \(grams) g" }

    func objection(to pack: Pack) -> String? {
        let total = pack.root.grams
        return total > grams ? "that makes \(total) g, over the \(grams) g limit" : nil
    }
}

/// The null object: no limit to show, nothing to object to.
struct NoLimit: PackingPolicy {
    func describe(_ grams: Int) -> String { "\(grams) g" }
    func objection(to pack: Pack) -> String? { nil }
}
// snippet.end

// snippet.history
/// The caretaker: earlier states, each with the line that replaced it.
/// Generic, so it can keep a `Pack` but can't look inside one.
struct History<State: Sendable>: Sendable {
    typealias Entry = (label: String, state: State)
    private var undos: [Entry] = []
    private var redos: [Entry] = []

    mutating func record(_ state: State, label: String) {
        undos.append((label, state))
        redos.removeAll()
    }

    mutating func undo(from current: State) -> Entry? {
        guard let entry = undos.popLast() else { return nil }
        redos.append((entry.label, current))
        return entry
    }

    mutating func redo(from current: State) -> Entry? {
        guard let entry = redos.popLast() else { return nil }
        undos.append((entry.label, current))
        return entry
    }
}
// snippet.end

// snippet.editor
import Observation

/// Runs commands against the pack, checks the policy, and keeps the history.
@MainActor @Observable
final class Editor {
    private(set) var pack = Pack()
    @ObservationIgnored private var history: History<Pack> = History()
    let policy: any PackingPolicy

    init(policy: any PackingPolicy) { self.policy = policy }

    func perform(_ command: any PackCommand, label: String) throws(PackError) {
        var draft = pack                        // edit a copy: a failure changes nothing
        try command.apply(to: &draft)
        if let objection = policy.objection(to: draft) { throw .refused(objection) }
        history.record(pack, label: label)      // the memento: the whole previous pack
        pack = draft
    }

    func undo() -> String? {
        guard let entry = history.undo(from: pack) else { return nil }
        pack = entry.state
        return entry.label
    }

    func redo() -> String? {
        guard let entry = history.redo(from: pack) else { return nil }
        pack = entry.state
        return entry.label
    }
}
// snippet.end
