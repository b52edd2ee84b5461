// snippet.pool
import Foundation
import Synchronization

/// A fixed set of reusable items. `checkOut` blocks while every item is out;
/// `checkIn` resets an item before anyone else can get it. The pool keeps its own figures.
final class Pool<Item: Sendable>: Sendable {
    private struct Shelf {
        var idle: [Item]
        var out = 0
        var mostOut = 0
        var checkouts = 0
    }
    private let permits: DispatchSemaphore
    private let shelf: Mutex<Shelf>
    private let reset: @Sendable (Item) -> Void

    init(items: [Item], reset: @escaping @Sendable (Item) -> Void) {
        permits = DispatchSemaphore(value: 0)      // created at zero, then one
        for _ in items { permits.signal() }        // permit per item: see below
        shelf = Mutex(Shelf(idle: items))
        self.reset = reset
    }

    @available(*, noasync, message: "it blocks a thread; use the actor pool in async code")
    func checkOut() -> Item {
        permits.wait()                             // 1. reserve one item, or wait
        return shelf.withLock { shelf in           // 2. take it (FIFO) and count
            shelf.out += 1
            shelf.checkouts += 1
            shelf.mostOut = max(shelf.mostOut, shelf.out)
            return shelf.idle.removeFirst()
        }
    }

    func checkIn(_ item: Item) {
        reset(item)                                // 3. wipe what the last user left
        shelf.withLock { shelf in                  // 4. put it back
            shelf.out -= 1
            shelf.idle.append(item)
        }
        permits.signal()                           // 5. wake one waiter
    }

    var figures: (checkouts: Int, mostOut: Int, idle: Int) {
        shelf.withLock { ($0.checkouts, $0.mostOut, $0.idle.count) }
    }
}
// snippet.end
