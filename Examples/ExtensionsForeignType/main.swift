struct Sailing {
    let route: String
    let clock: String
}
protocol Announceable {
    var announcement: String { get }
}

extension Sailing: Announceable {
    var announcement: String { "The \(clock) sailing to \(route) is boarding." }
}

// String comes from the standard library; Announceable is ours,
// so nobody else can ever declare this conformance. No @retroactive.
extension String: Announceable {
    var announcement: String { self }
}

let loudspeaker: [any Announceable] = [
    Sailing(route: "Skerry", clock: "07:05"),
    "Foot passengers, please use the upper gangway.",
    Sailing(route: "Holm", clock: "07:20"),
]
for item in loudspeaker {
    print(item.announcement)
}
