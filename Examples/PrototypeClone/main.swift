// snippet.protocol
/// A pure Swift alternative to NSCopying: no Foundation, no `Any` to cast.
/// (Not called `Copyable`: that name belongs to the standard library.)
protocol Cloning: AnyObject {
    func clone() -> Self
}
// snippet.end

// snippet.messages
class Message: Cloning, CustomStringConvertible {
    var to: String
    var subject: String

    init(to: String, subject: String) {
        self.to = to
        self.subject = subject
    }

    /// Every subclass must provide this initializer, so `Self(cloning:)`
    /// always builds an object of the receiver's own class.
    required init(cloning other: Message) {
        to = other.to
        subject = other.subject
    }

    func clone() -> Self { Self(cloning: self) }

    var description: String { "to \(to): \(subject)" }
}

final class SignedMessage: Message {
    var from: String

    init(to: String, subject: String, from: String) {
        self.from = from
        super.init(to: to, subject: subject)
    }

    required init(cloning other: Message) {
        from = (other as! SignedMessage).from   // clone() passes its own class
        super.init(cloning: other)
    }

    override var description: String { "from \(from) " + super.description }
}
// snippet.end

// snippet.loggers
/// Three ways for a logger to keep what it was given.
final class MessageLogger {
    enum Strategy: String {
        case keepReference = "keeps the reference"
        case rebuildMessage = "rebuilds a Message"
        case clone = "asks the message to clone itself"
    }

    let strategy: Strategy
    private(set) var entries: [Message] = []

    init(_ strategy: Strategy) { self.strategy = strategy }

    func log(_ message: Message) {
        switch strategy {
        case .keepReference:
            entries.append(message)
        case .rebuildMessage:
            entries.append(Message(to: message.to, subject: message.subject))
        case .clone:
            entries.append(message.clone())
        }
    }
}
// snippet.end

// snippet.use
let loggers = [MessageLogger(.keepReference), MessageLogger(.rebuildMessage),
               MessageLogger(.clone)]

// A mail merge reuses one message object and changes the recipient each time.
let letter = SignedMessage(to: "", subject: "Invoice due", from: "Accounts")
for recipient in ["Alice", "Bob", "Carol"] {
    letter.to = recipient
    for logger in loggers { logger.log(letter) }
}

for logger in loggers {
    print("Logger that \(logger.strategy.rawValue):")
    for entry in logger.entries { print("  \(entry)") }
}
// snippet.end
