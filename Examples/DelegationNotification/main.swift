import Foundation
import Synchronization

// snippet.sender
extension Notification.Name {
    static let boxOfficeDidSellSeat = Notification.Name("BoxOfficeDidSellSeat")
}

/// Tells whoever cares, without knowing who that is. `post` returns nothing:
/// there is no answer to read, so it can't ask "should I?".
final class BoxOffice {
    private let center: NotificationCenter
    init(center: NotificationCenter) { self.center = center }

    func sell(_ seat: String) {
        print("box office: sold \(seat)")
        center.post(name: .boxOfficeDidSellSeat, object: self, userInfo: ["seat": seat])
    }
}
// snippet.end

// snippet.listeners
let center = NotificationCenter()  // private, so nothing else hears the demo
let boxOffice = BoxOffice(center: center)

// Three parts of the program that don't know each other, or the box office's type. The
// center promises no order of delivery, so who heard is printed sorted, after each sale.
let heard = Mutex<[String]>([])
func listen(_ name: String) -> any NSObjectProtocol {
    center.addObserver(forName: .boxOfficeDidSellSeat, object: nil, queue: nil) { note in
        let seat = note.userInfo?["seat"] as? String ?? "?"
        heard.withLock { $0.append("\(name) heard: \(seat) sold") }
    }
}
func report() {
    let lines = heard.withLock { lines in
        let sorted = lines.sorted()
        lines.removeAll()
        return sorted
    }
    for line in lines { print("  \(line)") }
}
let tokens = [listen("seat map"), listen("sales report"), listen("marketing")]
// snippet.end

// snippet.main
boxOffice.sell("C4")
report()
boxOffice.sell("C5")
report()
for token in tokens { center.removeObserver(token) }
boxOffice.sell("C6")
report()
print("C6 reached nobody")
// snippet.end
