/// Not class-bound: a struct may conform.
protocol CueListener {
    func hear(_ cue: String)
}

struct BarTablet: CueListener {
    func hear(_ cue: String) { print("bar hears \(cue)") }
}

final class LightingDesk: CueListener {
    func hear(_ cue: String) { print("lighting hears \(cue)") }
}

/// One entry of a multicast list, as in the example above.
struct Entry {
    weak var object: AnyObject?
}

let tablet = BarTablet()
let desk = LightingDesk()
let entries = [Entry(object: tablet as AnyObject), Entry(object: desk as AnyObject)]

for entry in entries {
    if let listener = entry.object as? any CueListener {
        listener.hear("interval")
    } else {
        print("an entry is already nil")
    }
}
