// snippet.multicast
/// A weak collection of delegates. `Delegate` will be a protocol type such as
/// `any ShowDelegate`, which can't satisfy `Delegate: AnyObject`, so each entry
/// stores the object as AnyObject and casts it back when it's called.
final class MulticastDelegate<Delegate> {
    private struct Entry { weak var object: AnyObject? }
    private var entries: [Entry] = []

    var count: Int { entries.filter { $0.object != nil }.count }

    func add(_ delegate: Delegate) {
        let object = delegate as AnyObject
        guard !entries.contains(where: { $0.object === object }) else { return }
        entries.append(Entry(object: object))
    }

    func remove(_ delegate: Delegate) {
        let object = delegate as AnyObject
        entries.removeAll { $0.object === object }
    }

    /// Calls every live delegate and collects what each one returns.
    func map<T>(_ body: (Delegate) -> T) -> [T] {
        entries.removeAll { $0.object == nil }  // drop delegates that have died
        return entries.compactMap { $0.object as? Delegate }.map(body)
    }
}
// snippet.end

// snippet.stage
protocol ShowDelegate: AnyObject {
    func showShouldRaiseCurtain(_ show: Show) -> Bool
    func show(_ show: Show, didReach cue: String)
}

final class Show {
    let delegates = MulticastDelegate<any ShowDelegate>()

    func raiseCurtain() {
        // Ask everyone, then decide: any "no" wins.
        let answers = delegates.map { $0.showShouldRaiseCurtain(self) }
        guard !answers.contains(false) else { print("show: curtain stays down"); return }
        cue("curtain up")
    }

    func cue(_ name: String) {
        print("show: \(name), \(delegates.count) listening")
        _ = delegates.map { $0.show(self, didReach: name) }
    }
}
// snippet.end

// snippet.listeners
final class Crew: ShowDelegate {
    let name: String
    var isReady = true
    init(_ name: String) { self.name = name }
    deinit { print("  \(name): deinit") }

    func showShouldRaiseCurtain(_ show: Show) -> Bool {
        print("  \(name): \(isReady ? "ready" : "not ready")")
        return isReady
    }
    func show(_ show: Show, didReach cue: String) { print("  \(name): heard \(cue)") }
}
// snippet.end

// snippet.main
let show = Show()
let lighting = Crew("lighting")
let bar = Crew("bar")
lighting.isReady = false
show.delegates.add(lighting)
show.delegates.add(bar)
show.delegates.add(lighting)  // already there: ignored

do {
    let usherTablet = Crew("usher tablet")
    show.delegates.add(usherTablet)
    show.raiseCurtain()
    lighting.isReady = true
    show.raiseCurtain()
}  // the tablet's only strong reference ends here
show.cue("interval")
// snippet.end
