// snippet.channel
/// What can be said on the radio.
enum Radio {
    case entered(block: Int)
    case leftLine
}

protocol Colleague: AnyObject {
    var headcode: String { get }
    func receive(_ message: Radio, from headcode: String)
}

/// A message-based mediator: it relays every message to everyone else and knows
/// no rules at all. Only the `Radio` type ties it to railways.
final class Channel {
    private var colleagues: [any Colleague] = []

    func join(_ colleague: any Colleague) { colleagues.append(colleague) }

    func broadcast(_ message: Radio, from sender: any Colleague) {
        for colleague in colleagues where colleague !== sender {
            colleague.receive(message, from: sender.headcode)
        }
    }
}
// snippet.end

// snippet.driver
/// With a message-based mediator, each colleague interprets what it hears,
/// so the one-train-per-block rule moves into every driver.
final class Driver: Colleague {
    let headcode: String
    private var block: Int
    private var traffic: [String: Int] = [:]  // what this driver has heard

    init(_ headcode: String, in block: Int) {
        self.headcode = headcode
        self.block = block
    }

    func receive(_ message: Radio, from other: String) {
        switch message {
        case .entered(let theirs):
            traffic[other] = theirs
            if theirs == block {
                print("  \(headcode): \(other) says block \(theirs), but I am in it!")
            }
        case .leftLine:
            traffic[other] = nil
            print("  \(headcode): noted \(other) left, tracking \(traffic.count)")
        }
    }

    func advance(to next: Int, on channel: Channel) {
        if let (other, _) = traffic.first(where: { $0.value == next }) {
            print("\(headcode): \(other) is in block \(next), waiting")
            return
        }
        block = next
        print("\(headcode) reports block \(next)")
        channel.broadcast(.entered(block: next), from: self)
    }
}
// snippet.end

// snippet.radio
let channel = Channel()
let d2H14 = Driver("2H14", in: 3)
let d1A03 = Driver("1A03", in: 6)
channel.join(d2H14)
channel.join(d1A03)
d2H14.advance(to: 4, on: channel)

// 5Z90 comes off the siding and tunes in: it missed 2H14's report.
let d5Z90 = Driver("5Z90", in: 3)
channel.join(d5Z90)
d5Z90.advance(to: 4, on: channel)
print("1A03 reports it has left the line")
channel.broadcast(.leftLine, from: d1A03)
// snippet.end
