// snippet.hide
import Synchronization
// snippet.show
// snippet.tables
/// Table bookings: a table is taken under the lock, confirmed without it, and given back
/// under the lock if the guest declines.
nonisolated final class Tables: Sendable {
    private let free = Mutex<Set<Int>>([1, 2, 3])

    func book(_ table: Int, confirm: @Sendable (Int) async -> Bool) async -> Bool {
        let reserved = free.withLock { $0.remove(table) != nil }  // check and take: one step
        guard reserved else { return false }
        if await confirm(table) { return true }  // no lock is held while waiting
        free.withLock { _ = $0.insert(table) }  // declined: put it back
        return false
    }

    var freeTables: [Int] { free.withLock { $0.sorted() } }
}
// snippet.end

// snippet.run
let tables = Tables()
let ahmed = await tables.book(2) { table in
    print("Ahmed holds table \(table) while he confirms; free: \(tables.freeTables)")
    let bea = await tables.book(2) { _ in true }
    print("Bea asks for table 2 meanwhile: \(bea ? "booked" : "refused")")
    return false  // Ahmed changes his mind
}
print("Ahmed: \(ahmed ? "booked" : "declined"); free: \(tables.freeTables)")
let bea = await tables.book(2) { _ in true }
print("Bea asks again: \(bea ? "booked" : "refused"); free: \(tables.freeTables)")
// snippet.end
