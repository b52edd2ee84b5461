// expect: compile-error
/// Asks every courier for a price at once, and collects the prices as they arrive.
func prices(from couriers: [String: Int]) async -> [Int] {
    var prices: [Int] = []
    await withTaskGroup(of: Void.self) { group in
        for (_, pence) in couriers {
            group.addTask { prices.append(pence) }  // every child writes the same array
        }
    }
    return prices
}

print(await prices(from: ["Parcel Owl": 690]))  // one courier: no second child to race with
