// snippet.hide
import Foundation
// snippet.show
// snippet.local
/// The current time, as a task-local value: a default for everyone, and a scoped
/// override for one task and the child tasks it starts.
enum Clocks {
    @TaskLocal static var now: @Sendable () -> Date = Date.init
}

/// Deep inside the program, with no clock parameter anywhere on the way.
func dueDateForNewLoan() -> Date {
    Clocks.now() + 14 * 86_400
}
// snippet.end

// snippet.use
let march1 = Date(timeIntervalSince1970: 1_772_323_200)

func report(_ place: String) {
    let pinned = dueDateForNewLoan() == march1 + 14 * 86_400
    print("\(place): \(pinned ? "due 15 March, pinned clock" : "due in 14 days, real clock")")
}

await Clocks.$now.withValue({ march1 }) {
    report("inside withValue")
    async let child: Void = report("async let child")
    await child
    await Task { report("Task { } inside the scope") }.value
    await Task.detached { report("Task.detached") }.value
}
report("after the scope")
// snippet.end
