// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
/// The classic singleton again, in a module whose code runs on the main actor unless it says
/// otherwise, as in an Xcode 26 app target in Swift 6 mode.
final class TicketDispenser {
    static let shared = TicketDispenser()
    private var next = 1
    private init() {}

    func takeNumber() -> Int {
        defer { next += 1 }
        return next
    }
}

for patient in ["Ines", "Tomas", "Ada"] {
    print("\(patient) takes ticket \(TicketDispenser.shared.takeNumber())")
}
