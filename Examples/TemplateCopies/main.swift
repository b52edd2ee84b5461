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
func sendRewards(to riders: [Rider]) {
    for rider in riders {
        guard !rider.optedOut else { continue }  // added after a complaint
        guard rider.rides >= 25 else { continue }
        print("  \(rider.first) \(rider.last) | Your free week | " +
              "Hi \(rider.first), \(rider.rides) rides earn you a free week.")
    }
}

// Copied from sendRewards before the complaint, then edited.
func sendReminders(to riders: [Rider]) {
    for rider in riders {
        guard rider.rides == 0 else { continue }
        print("  \(rider.first) \(rider.last) | We miss you | " +
              "Your bike misses you, \(rider.first).")
    }
}
// snippet.end

// snippet.run
print("Reward emails:")
sendRewards(to: riders)
print("Reminder emails:")
sendReminders(to: riders)
// snippet.end
