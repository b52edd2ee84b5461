struct Message {
    let from: String
    let to: String
    let subject: String
}

// snippet.protocol
/// One link of the chain. A link knows only the link after it.
protocol Transmitter: AnyObject {
    var next: (any Transmitter)? { get set }
    /// Returns true if this link, or one after it, delivered the message.
    func send(_ message: Message) -> Bool
}

extension Transmitter {
    /// What a link does with a message it doesn't want.
    func passOn(_ message: Message) -> Bool {
        guard let next else {
            print("  end of chain reached")
            return false
        }
        return next.send(message)
    }
}
// snippet.end

// snippet.links
final class PriorityTransmitter: Transmitter {
    var next: (any Transmitter)?
    func send(_ message: Message) -> Bool {
        guard message.subject.hasPrefix("Priority") else { return passOn(message) }
        print("  priority: \(message.subject) to \(message.to)")
        return true
    }
}

final class LocalTransmitter: Transmitter {
    var next: (any Transmitter)?
    func send(_ message: Message) -> Bool {
        guard message.to.hasSuffix("@example.com") else { return passOn(message) }
        print("  local: \(message.subject) to \(message.to)")
        return true
    }
}

final class RemoteTransmitter: Transmitter {
    var next: (any Transmitter)?
    func send(_ message: Message) -> Bool {
        print("  remote: \(message.subject) to \(message.to)")
        return true
    }
}
// snippet.end

// snippet.build
/// Links each transmitter to the one after it and returns the head of the chain.
func makeChain(_ links: [any Transmitter]) -> (any Transmitter)? {
    for (link, following) in zip(links, links.dropFirst()) {
        link.next = following
    }
    return links.first
}
// snippet.end

// snippet.main
let messages = [
    Message(from: "bob", to: "joe@example.com", subject: "Lunch"),
    Message(from: "joe", to: "alice@acme.com", subject: "Invoice"),
    Message(from: "pete", to: "all@example.com", subject: "Priority: All-Hands Meeting"),
]

let full = makeChain([PriorityTransmitter(), LocalTransmitter(), RemoteTransmitter()])
let localOnly = makeChain([LocalTransmitter()])

for (name, chain) in [("full chain", full), ("local-only chain", localOnly)] {
    print("== \(name)")
    for message in messages {
        print("\(message.from) -> \(message.to)")
        let handled = chain?.send(message) ?? false
        print("  handled: \(handled)")
    }
}
// snippet.end

// snippet.array
// The same routing as an ordered array of closures: contains(where:) stops at
// the first one that returns true, just like a chain.
let routes: [(Message) -> Bool] = [
    { $0.subject.hasPrefix("Priority") && deliver("priority", $0) },
    { $0.to.hasSuffix("@example.com") && deliver("local", $0) },
    { deliver("remote", $0) },
]

func deliver(_ route: String, _ message: Message) -> Bool {
    print("  \(route): \(message.subject) to \(message.to)")
    return true
}

print("== array of closures")
for message in messages {
    print("\(message.from) -> \(message.to)")
    let handled = routes.contains { route in route(message) }
    print("  handled: \(handled)")
}
// snippet.end
