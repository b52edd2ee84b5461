// snippet.hide
import Dispatch
import Synchronization
// snippet.show

// snippet.pool
/// A pool that does not trust returned items: each is inspected at check-in,
/// and one that fails `canReuse` is ejected instead of going back on the shelf.
final class Pool<Item: Sendable>: Sendable {
    private let semaphore: DispatchSemaphore
    private let available: Mutex<[Item]>
    private let canReuse: @Sendable (Item) -> Bool

    init(items: [Item], canReuse: @escaping @Sendable (Item) -> Bool) {
        semaphore = DispatchSemaphore(value: items.count)
        available = Mutex(items)
        self.canReuse = canReuse
    }

    /// Waits at most `timeout`, then gives up and returns nil.
    func checkOut(timeout: DispatchTimeInterval) -> Item? {
        guard semaphore.wait(timeout: .now() + timeout) == .success else { return nil }
        return available.withLock { $0.removeFirst() }
    }

    /// Returns false when the item was worn out and ejected.
    func checkIn(_ item: Item) -> Bool {
        guard canReuse(item) else { return false }   // no signal: one item fewer
        available.withLock { $0.append(item) }
        semaphore.signal()
        return true
    }
}
// snippet.end

// snippet.book
final class Book: Sendable {
    let copy: Int
    let loans = Atomic<Int>(0)
    init(copy: Int) { self.copy = copy }
}
// snippet.end

// snippet.lend
let maximumLoans = 3
let library = Pool(items: [Book(copy: 1), Book(copy: 2)]) { book in
    book.loans.load(ordering: .relaxed) < maximumLoans
}

for request in 1...8 {
    guard let book = library.checkOut(timeout: .milliseconds(50)) else {
        print("Request \(request): no copy after waiting 50 ms, request fails")
        continue
    }
    let loan = book.loans.add(1, ordering: .relaxed).newValue
    print("Request \(request): copy #\(book.copy), its loan \(loan)")
    if !library.checkIn(book) {
        print("  copy #\(book.copy) is worn out: taken out of the pool")
    }
}
// snippet.end
