protocol PriceObserver: AnyObject {
    func priceChanged(to cents: Int)
}

final class Screen: PriceObserver {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name): deinit") }
    func priceChanged(to cents: Int) { print("\(name): shows \(cents) cents") }
}

// snippet.strong
/// Holds observers strongly: registering keeps them alive.
final class StrongTicker {
    private var observers: [any PriceObserver] = []
    var count: Int { observers.count }
    func add(_ observer: any PriceObserver) { observers.append(observer) }
    func publish(_ cents: Int) {
        for observer in observers { observer.priceChanged(to: cents) }
    }
}
// snippet.end

// snippet.weak
/// A box whose only job is to hold an observer without owning it.
struct WeakObserver {
    weak var observer: (any PriceObserver)?
}

final class WeakTicker {
    private var boxes: [WeakObserver] = []
    var count: Int { boxes.count }
    func add(_ observer: any PriceObserver) {
        boxes.append(WeakObserver(observer: observer))
    }
    func publish(_ cents: Int) {
        boxes.removeAll { $0.observer == nil }  // forget observers that have died
        for box in boxes { box.observer?.priceChanged(to: cents) }
    }
}
// snippet.end

// snippet.main
let strong = StrongTicker()
do {
    let screen = Screen(name: "screen A")
    strong.add(screen)
}
print("A's scope ended, strong ticker holds \(strong.count)")
strong.publish(101)

let weak = WeakTicker()
do {
    let screen = Screen(name: "screen B")
    weak.add(screen)
    weak.publish(102)
}
print("B's scope ended, weak ticker holds \(weak.count) box")
weak.publish(103)
print("after publishing, weak ticker holds \(weak.count)")
// snippet.end
