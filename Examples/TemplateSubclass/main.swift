// snippet.base
/// Every mailing the charity sends follows this outline.
class Mailing {
    /// The template method. `final`, so no subclass can reorder or skip the steps.
    final func send(to donors: [Donor]) -> [String] {
        let reachable = donors.filter { !$0.optedOut }  // fixed: not a step at all
        let chosen = reachable.filter(include)
        let ordered = chosen.sorted(by: comesBefore)
        let batch = Array(ordered.prefix(limit))
        willSend(batch)
        return batch.map(letter(for:))
    }

    /// Must override, must not call super: there is no sensible default.
    func include(_ donor: Donor) -> Bool {
        preconditionFailure("\(type(of: self)) must override include(_:)")
    }

    /// Can override. The default keeps the donors' original order.
    func comesBefore(_ lhs: Donor, _ rhs: Donor) -> Bool { false }

    /// Can override.
    var limit: Int { 2 }

    /// Should call super: the base class writes the audit line every mailing needs.
    func willSend(_ batch: [Donor]) {
        print("[audit] \(type(of: self)): \(batch.count) letter(s)")
    }

    /// Can call super, to build on the standard salutation.
    func letter(for donor: Donor) -> String { "Dear \(donor.title). \(donor.last)" }
}
// snippet.end

// snippet.subclasses
final class ThankYouMailing: Mailing {
    override func include(_ donor: Donor) -> Bool { donor.donation > 0 }
    override func comesBefore(_ lhs: Donor, _ rhs: Donor) -> Bool {
        lhs.donation > rhs.donation
    }
    override func letter(for donor: Donor) -> String {
        super.letter(for: donor) + ", thank you for $\(donor.donation)."
    }
}

final class ReminderMailing: Mailing {
    override func include(_ donor: Donor) -> Bool { donor.donation == 0 }
    override func comesBefore(_ lhs: Donor, _ rhs: Donor) -> Bool { lhs.last < rhs.last }
    override func letter(for donor: Donor) -> String {
        "Dear \(donor.first), we miss you."
    }
}

final class GalaInvitation: Mailing {
    override func include(_ donor: Donor) -> Bool { donor.donation >= 100 }
    override var limit: Int { 10 }
    override func willSend(_ batch: [Donor]) {
        // Forgot super.willSend(batch): nothing complains, the audit line is just gone.
        print("Booking \(batch.count) seats")
    }
    override func letter(for donor: Donor) -> String {
        super.letter(for: donor) + ", you are invited to the gala."
    }
}
// snippet.end

// snippet.run
let mailings: [Mailing] = [ThankYouMailing(), ReminderMailing(), GalaInvitation()]
for mailing in mailings {
    for letter in mailing.send(to: donors) {
        print("  \(letter)")
    }
}
// snippet.end
