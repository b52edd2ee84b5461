// expect: compile-error
protocol Announceable {
    var announcement: String { get }
}

extension Array: Announceable where Element: Announceable {
    var announcement: String { map(\.announcement).joined(separator: " ") }
}

func read(_ item: some Announceable) {
    print(item.announcement)
}

/// A berth on the car deck: nobody made it announceable.
struct CarBerth {
    let lane: Int
}

read([CarBerth(lane: 1), CarBerth(lane: 2)])
