// snippet.hide
import Foundation
import Synchronization
// snippet.show

// snippet.pool
/// A fixed set of reusable items. `checkOut` blocks while every item is out.
final class Pool<Item: Sendable>: Sendable {
    private let semaphore: DispatchSemaphore
    private let available: Mutex<[Item]>

    init(items: [Item]) {
        semaphore = DispatchSemaphore(value: items.count)
        available = Mutex(items)
    }

    func checkOut() -> Item {
        semaphore.wait()                           // 1. reserve one item, or wait
        return available.withLock { $0.removeFirst() } // 2. take it (FIFO)
    }

    func checkIn(_ item: Item) {
        available.withLock { $0.append(item) }     // 3. put it back
        semaphore.signal()                         // 4. wake one waiter
    }
}
// snippet.end

// snippet.book
/// A library copy. It crosses threads, so it must be Sendable: its one piece
/// of mutable state, the loan counter, is an atomic.
final class Book: Sendable {
    let title: String
    let copy: Int
    let loans = Atomic<Int>(0)

    init(title: String, copy: Int) {
        self.title = title
        self.copy = copy
    }
}
// snippet.end

// snippet.borrow
let library = Pool(items: [
    Book(title: "Hard Times", copy: 1),
    Book(title: "Hard Times", copy: 2),
])
let outNow = Atomic<Int>(0)
let mostOutAtOnce = Atomic<Int>(0)

// Twenty readers arrive at once; each keeps the book for two milliseconds.
let readers = DispatchGroup()
for _ in 1...20 {
    DispatchQueue.global().async(group: readers) {
        let book = library.checkOut()
        let out = outNow.add(1, ordering: .sequentiallyConsistent).newValue
        mostOutAtOnce.max(out, ordering: .sequentiallyConsistent)
        book.loans.add(1, ordering: .relaxed)
        Thread.sleep(forTimeInterval: 0.002)
        outNow.subtract(1, ordering: .sequentiallyConsistent)
        library.checkIn(book)
    }
}
readers.wait()
// snippet.end

// snippet.report
let copies = (0..<2).map { _ in library.checkOut() }.sorted { $0.copy < $1.copy }
let loans = copies.map { $0.loans.load(ordering: .relaxed) }
let total = loans.reduce(0, +)
print("Readers served: \(total) of 20")
let most = mostOutAtOnce.load(ordering: .relaxed)
print("Never more than two copies out at once: \(most <= 2)")
print("Copies back on the shelf: \(copies.map { "\($0.title) #\($0.copy)" })")
// snippet.end
