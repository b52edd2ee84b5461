struct Message {
    let from: String
    let to: String
    let subject: String
}

final class PriorityTransmitter {
    func send(_ m: Message) { print("priority: \(m.subject) from \(m.from) to \(m.to)") }
}

final class LocalTransmitter {
    func send(_ m: Message) { print("local:    \(m.subject) from \(m.from) to \(m.to)") }
}

final class RemoteTransmitter {
    func send(_ m: Message) { print("remote:   \(m.subject) from \(m.from) to \(m.to)") }
}

// snippet.client
/// The sender must know every transmitter, what each one accepts, and in which
/// order to try them.
func deliver(_ message: Message) {
    if message.subject.hasPrefix("Priority") {
        PriorityTransmitter().send(message)
    } else if message.to.hasSuffix("@example.com") {
        LocalTransmitter().send(message)
    } else {
        RemoteTransmitter().send(message)
    }
}
// snippet.end

deliver(Message(from: "bob", to: "joe@example.com", subject: "Lunch"))
deliver(Message(from: "joe", to: "alice@acme.com", subject: "Invoice"))
deliver(Message(from: "pete", to: "all@example.com",
                subject: "Priority: All-Hands Meeting"))
