// snippet.roster
/// A workshop's roster: the actor is the only code that touches `attendees`,
/// and it runs one call at a time, so the capacity check and the append
/// can never interleave with another enrolment.
actor WorkshopRoster: CustomStringConvertible {
    nonisolated let title: String
    nonisolated let capacity: Int
    private var attendees: [String] = []

    init(title: String, capacity: Int) {
        self.title = title
        self.capacity = capacity
    }

    func enrol(_ name: String) -> Bool {
        guard attendees.count < capacity, !attendees.contains(name) else { return false }
        attendees.append(name)
        return true
    }

    var enrolled: [String] { attendees }

    /// Reads only immutable state, so it needs no `await` and satisfies
    /// a synchronous protocol requirement.
    nonisolated var description: String { "\(title) (\(capacity) seats)" }
}
// snippet.end

// snippet.use
let roster = WorkshopRoster(title: "Sourdough basics", capacity: 25)
print("Opening \(roster)")  // nonisolated: no await

let applicants = (1...40).map { "guest\($0)" }
let accepted = await withTaskGroup(of: Bool.self) { group in
    for name in applicants + applicants.prefix(10) {  // ten people apply twice
        group.addTask { await roster.enrol(name) }
    }
    var count = 0
    for await ok in group where ok { count += 1 }
    return count
}
let enrolled = await roster.enrolled
print("\(accepted) of 50 requests accepted")
print("\(enrolled.count) attendees, \(Set(enrolled).count) distinct")
// snippet.end
