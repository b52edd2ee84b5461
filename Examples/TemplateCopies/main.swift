// snippet.data
struct Rider {
    let first: String
    let last: String
    let rides: Int
    let optedOut: Bool
}

let riders = [
    Rider(first: "Ines", last: "Ortega", rides: 0, optedOut: true),
    Rider(first: "Kofi", last: "Mensah", rides: 12, optedOut: false),
    Rider(first: "Mei", last: "Tanaka", rides: 27, optedOut: false),
    Rider(first: "Ravi", last: "Bose", rides: 41, optedOut: false),
    Rider(first: "Lena", last: "Falk", rides: 0, optedOut: false),
]
// snippet.end

// snippet.copies
func rewardTopRiders(_ riders: [Rider]) {
    let reachable = riders.filter { !$0.optedOut }  // added after a complaint
    let active = reachable.filter { $0.rides > 0 }
    let sorted = active.sorted { $0.rides > $1.rides }
    for rider in sorted.prefix(2) {
        print("Hi \(rider.first) \(rider.last), \(rider.rides) rides earn you a free week.")
    }
}

// Copied from rewardTopRiders before the complaint, then edited.
func remindIdleRiders(_ riders: [Rider]) {
    let idle = riders.filter { $0.rides == 0 }
    let sorted = idle.sorted { $0.last < $1.last }
    for rider in sorted.prefix(2) {
        print("Hi \(rider.first), your bike misses you.")
    }
}
// snippet.end

// snippet.run
print("Reward emails:")
rewardTopRiders(riders)
print("Reminder emails:")
remindIdleRiders(riders)
// snippet.end
