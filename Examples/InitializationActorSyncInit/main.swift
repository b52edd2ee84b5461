// expect: compile-error
actor SeatReservations {
    private var taken: Set<Int> = []
    let capacity: Int

    init(capacity: Int, blocked: [Int]) {
        self.capacity = capacity
        for seat in blocked {
            reserve(seat)   // a synchronous init is not isolated to the actor
        }
    }

    func reserve(_ seat: Int) {
        taken.insert(seat)
    }
}
