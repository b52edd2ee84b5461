import Foundation

let center = NotificationCenter()

// snippet.collision
// Two teams, two files, one short raw string: the names are equal.
extension Notification.Name {
    static let batteryLevelDidChange = Notification.Name("LevelDidChange")
    static let waterTankLevelDidChange = Notification.Name("LevelDidChange")
}
// snippet.end

// snippet.observer
let token = center.addObserver(forName: .waterTankLevelDidChange, object: nil,
                               queue: nil) { note in
    // The key is right this time; the value's type is whatever the poster chose.
    if let litres = note.userInfo?["level"] as? Int {
        print("tank gauge: \(litres) litres")
    } else {
        print("tank gauge: no usable level in \(note.userInfo ?? [:])")
    }
}
// snippet.end

// snippet.posts
print("the tank posts 1200 litres as an Int")
center.post(name: .waterTankLevelDidChange, object: nil, userInfo: ["level": 1200])
print("the tank posts 1150.5 litres as a Double")
center.post(name: .waterTankLevelDidChange, object: nil, userInfo: ["level": 1150.5])
print("the battery posts 0.62, meaning 62%")
center.post(name: .batteryLevelDidChange, object: nil, userInfo: ["level": 0.62])
center.removeObserver(token)
// snippet.end
