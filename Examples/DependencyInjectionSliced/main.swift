// snippet.hide
import Synchronization
// snippet.show
// snippet.slices
/// One protocol per thing a consumer asks of the library's services.
protocol ShelfStatus: Sendable {
    func isAvailable(_ tool: String) -> Bool
}

protocol MemberDirectory: Sendable {
    func canBorrow(_ member: String) -> Bool
}

protocol FineLedger: Sendable {
    func charge(_ member: String, cents: Int)
}
// snippet.end

// snippet.singleton
/// The old singleton stays while its callers move over; it adopts every slice.
final class ToolLibraryServices: ShelfStatus, MemberDirectory, FineLedger {
    static let shared = ToolLibraryServices()
    private let onLoan: Set<String> = ["tile cutter"]
    private let suspended: Set<String> = ["Oskar"]
    private let fines = Mutex<[String: Int]>([:])
    private init() {}

    func isAvailable(_ tool: String) -> Bool { !onLoan.contains(tool) }
    func canBorrow(_ member: String) -> Bool { !suspended.contains(member) }
    func charge(_ member: String, cents: Int) { fines.withLock { $0[member, default: 0] += cents } }
}
// snippet.end

// snippet.consumers
/// Needs to read the shelves, nothing else.
struct ShelfScreen {
    let shelves: any ShelfStatus
    func line(for tool: String) -> String {
        "\(tool): \(shelves.isAvailable(tool) ? "on the shelf" : "out")"
    }
}

/// Needs two slices, and says so with a composition.
struct CheckoutRule {
    let services: any ShelfStatus & MemberDirectory
    func allows(_ member: String, _ tool: String) -> Bool {
        services.canBorrow(member) && services.isAvailable(tool)
    }
}
// snippet.end

// snippet.use
print(ShelfScreen(shelves: ToolLibraryServices.shared).line(for: "tile cutter"))
let rule = CheckoutRule(services: ToolLibraryServices.shared)
print("Oskar may borrow the sander: \(rule.allows("Oskar", "sander"))")

/// In a test, the fake is as small as the slice: one line for the screen.
struct EverythingIn: ShelfStatus {
    func isAvailable(_ tool: String) -> Bool { true }
}
print(ShelfScreen(shelves: EverythingIn()).line(for: "tile cutter"))
// snippet.end
