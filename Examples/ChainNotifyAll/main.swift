struct Message {
    let from: String
    let to: String
    let subject: String
}

// snippet.protocol
/// Every link sees every message, together with whether an earlier link took it.
protocol Link: AnyObject {
    var next: (any Link)? { get set }
    func receive(_ message: Message, handled: Bool)
}
// snippet.end

// snippet.links
final class PriorityTransmitter: Link {
    var next: (any Link)?
    func receive(_ message: Message, handled: Bool) {
        let mine = !handled && message.subject.hasPrefix("Priority")
        if mine { print("  priority: sent \(message.subject)") }
        next?.receive(message, handled: handled || mine)
    }
}

final class LocalTransmitter: Link {
    var next: (any Link)?
    func receive(_ message: Message, handled: Bool) {
        let local = message.to.hasSuffix("@example.com")
        if local && handled { print("  local: already sent, not sending again") }
        if local && !handled { print("  local: sent \(message.subject)") }
        next?.receive(message, handled: handled || local)
    }
}

/// The last link handles nothing; it only counts.
final class Statistics: Link {
    var next: (any Link)?
    private(set) var seen = 0
    private(set) var handled = 0
    func receive(_ message: Message, handled: Bool) {
        seen += 1
        if handled { self.handled += 1 } else { print("  stats: nobody sent it") }
        next?.receive(message, handled: handled)
    }
}
// snippet.end

// snippet.main
let stats = Statistics()
let priority = PriorityTransmitter()
let local = LocalTransmitter()
priority.next = local
local.next = stats

let messages = [
    Message(from: "bob", to: "joe@example.com", subject: "Lunch"),
    Message(from: "joe", to: "alice@acme.com", subject: "Invoice"),
    Message(from: "pete", to: "all@example.com", subject: "Priority: All-Hands Meeting"),
]
for message in messages {
    print("\(message.from) -> \(message.to)")
    priority.receive(message, handled: false)
}
print("Stats: handled \(stats.handled) of \(stats.seen)")
// snippet.end
