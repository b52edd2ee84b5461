protocol Announceable {
    var announcement: String { get }
}

struct Sailing: Announceable {
    let route: String
    let clock: String
    var announcement: String { "The \(clock) to \(route)." }
}

// An array can be read out when its elements can.
extension Array: Announceable where Element: Announceable {
    var announcement: String {
        isEmpty ? "No sailings listed."
                : "Next sailings: " + map(\.announcement).joined(separator: " Then ")
    }
}

// So can an optional, when what it wraps can.
extension Optional: Announceable where Wrapped: Announceable {
    var announcement: String { self?.announcement ?? "No further sailings today." }
}

func read(_ item: some Announceable) {
    print(item.announcement)
}

let evening = [Sailing(route: "Skerry", clock: "17:40"), Sailing(route: "Holm", clock: "18:15")]
read(evening)
read(evening.first)
read(evening.dropFirst(2).first)
read([Sailing]())
