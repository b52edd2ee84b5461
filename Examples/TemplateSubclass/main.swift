// snippet.base
/// Every email the bike-share club sends follows this outline.
class Mailing {
    /// The template method. `final`, so no subclass can reorder or skip the steps.
    final func send(to riders: [Rider]) -> [String] {
        let reachable = riders.filter { !$0.optedOut }  // fixed: not a step at all
        let chosen = reachable.filter(include)
        let ordered = chosen.sorted(by: comesBefore)
        let batch = Array(ordered.prefix(limit))
        willSend(batch)
        return batch.map(letter(for:))
    }

    /// Must override, must not call super: there is no sensible default.
    func include(_ rider: Rider) -> Bool {
        preconditionFailure("\(type(of: self)) must override include(_:)")
    }

    /// Can override. The default keeps the riders' original order.
    func comesBefore(_ lhs: Rider, _ rhs: Rider) -> Bool { false }

    /// Can override.
    var limit: Int { 2 }

    /// Should call super: the base class writes the audit line every mailing needs.
    func willSend(_ batch: [Rider]) {
        print("[audit] \(type(of: self)): \(batch.count) email(s)")
    }

    /// Can call super, to build on the standard greeting.
    func letter(for rider: Rider) -> String { "Hi \(rider.first) \(rider.last)" }
}
// snippet.end

// snippet.subclasses
final class RewardMailing: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides > 0 }
    override func comesBefore(_ lhs: Rider, _ rhs: Rider) -> Bool { lhs.rides > rhs.rides }
    override func letter(for rider: Rider) -> String {
        super.letter(for: rider) + ", \(rider.rides) rides earn you a free week."
    }
}

final class ReminderMailing: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides == 0 }
    override func comesBefore(_ lhs: Rider, _ rhs: Rider) -> Bool { lhs.last < rhs.last }
    override func letter(for rider: Rider) -> String {
        "Hi \(rider.first), your bike misses you."
    }
}

final class TestRideInvitation: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides >= 20 }
    override var limit: Int { 10 }
    override func willSend(_ batch: [Rider]) {
        // Forgot super.willSend(batch): nothing complains, the audit line is just gone.
        print("Reserving \(batch.count) e-bikes")
    }
    override func letter(for rider: Rider) -> String {
        super.letter(for: rider) + ", come and test our new e-bikes."
    }
}
// snippet.end

// snippet.run
let mailings: [Mailing] = [RewardMailing(), ReminderMailing(), TestRideInvitation()]
for mailing in mailings {
    for letter in mailing.send(to: riders) {
        print("  \(letter)")
    }
}
// snippet.end
