// snippet.base
/// Every email the bike-share club sends follows this outline.
class Mailing {
    /// The template method. `final`, so no subclass can reorder or skip the steps.
    final func send(to riders: [Rider]) -> [String] {
        let reachable = riders.filter { !$0.optedOut }  // fixed: not a step at all
        let batch = reachable.filter(include)
        willSend(batch)
        return batch.map { "\($0.first) \($0.last) | \(subject) | \(letter(for: $0))" }
    }

    /// Must override, must not call super: there is no sensible default.
    func include(_ rider: Rider) -> Bool {
        fatalError("\(type(of: self)) must override include(_:)")
    }

    /// Can override.
    var subject: String { "News from the club" }

    /// Should call super: the base class writes the audit line every mailing needs.
    func willSend(_ batch: [Rider]) {
        print("[audit] \(type(of: self)): \(batch.count) email(s)")
    }

    /// Can call super, to build on the standard greeting.
    func letter(for rider: Rider) -> String { "Hi \(rider.first)" }
}
// snippet.end

// snippet.subclasses
final class RewardMailing: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides >= 25 }
    override var subject: String { "Your free week" }
    override func letter(for rider: Rider) -> String {
        super.letter(for: rider) + ", \(rider.rides) rides earn you a free week."
    }
}

final class ReminderMailing: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides == 0 }
    override var subject: String { "We miss you" }
    override func letter(for rider: Rider) -> String {
        "Your bike misses you, \(rider.first)."
    }
}

final class TestRideInvitation: Mailing {
    override func include(_ rider: Rider) -> Bool { rider.rides >= 10 }
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
