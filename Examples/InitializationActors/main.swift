// snippet.actor
actor SeatReservations {
    private var taken: Set<Int> = []
    let capacity: Int

    /// A synchronous init may set the actor's stored properties directly...
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// ...but only an async init is isolated to the actor once every property is set,
    /// so only here may it call the actor's own methods without `await`.
    init(capacity: Int, blocked: [Int]) async {
        self.capacity = capacity
        for seat in blocked {
            reserve(seat)
        }
    }

    func reserve(_ seat: Int) {
        taken.insert(seat)
    }

    var free: Int { capacity - taken.count }
}
// snippet.end

// snippet.run
let plain = SeatReservations(capacity: 40)
let sleeper = await SeatReservations(capacity: 40, blocked: [1, 2, 3])
print("plain: \(await plain.free) free, sleeper: \(await sleeper.free) free")
// snippet.end
