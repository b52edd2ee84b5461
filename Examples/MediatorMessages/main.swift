import Foundation

struct Position: CustomStringConvertible {
    var miles: Int
    var feet: Int
    var description: String { "\(miles) mi, \(feet) ft" }
    func isTooClose(to other: Position) -> Bool {
        miles == other.miles && abs(feet - other.feet) < 1000
    }
}

// snippet.frequency
/// What can be said on the radio.
enum Radio {
    case position(Position)
    case landed
}

protocol Colleague: AnyObject {
    var callsign: String { get }
    func receive(_ message: Radio, from callsign: String)
}

/// A message-based mediator: it relays every message to everyone else and knows
/// no rules at all. It could carry any kind of message between any colleagues.
final class Frequency {
    private var colleagues: [any Colleague] = []

    func join(_ colleague: any Colleague) { colleagues.append(colleague) }

    func broadcast(_ message: Radio, from sender: any Colleague) {
        for colleague in colleagues where colleague !== sender {
            colleague.receive(message, from: sender.callsign)
        }
    }
}
// snippet.end

// snippet.pilot
/// With a message-based mediator, each colleague interprets what it hears,
/// so the separation rule moves into every pilot.
final class Pilot: Colleague {
    let callsign: String
    private var position: Position
    private var traffic: [String: Position] = [:]

    init(_ callsign: String, at position: Position) {
        self.callsign = callsign
        self.position = position
    }

    func receive(_ message: Radio, from other: String) {
        switch message {
        case .position(let theirs):
            traffic[other] = theirs
            if theirs.isTooClose(to: position) {
                print("  \(callsign): \(other) at \(theirs) is too close to me")
            }
        case .landed:
            traffic[other] = nil
            print("  \(callsign): noted \(other) landed, tracking \(traffic.count)")
        }
    }

    func report(_ newPosition: Position, on frequency: Frequency) {
        position = newPosition
        print("\(callsign) reports \(newPosition)")
        frequency.broadcast(.position(newPosition), from: self)
    }
}
// snippet.end

// snippet.radio
let frequency = Frequency()
let ba706 = Pilot("BA706", at: Position(miles: 11, feet: 21_000))
let aa101 = Pilot("AA101", at: Position(miles: 5, feet: 9_000))
let cx200 = Pilot("CX200", at: Position(miles: 8, feet: 12_000))
for pilot in [ba706, aa101, cx200] { frequency.join(pilot) }

ba706.report(Position(miles: 10, feet: 18_000), on: frequency)
cx200.report(Position(miles: 5, feet: 9_500), on: frequency)
frequency.broadcast(.landed, from: aa101)
// snippet.end

// snippet.center
/// NotificationCenter as a one-way mediator: a typed message, posted by any
/// beacon, heard by anyone who registered for that type.
@MainActor final class Beacon {
    let callsign: String
    init(_ callsign: String) { self.callsign = callsign }
}

struct PositionReport: NotificationCenter.MainActorMessage {
    typealias Subject = Beacon
    let callsign: String
    let position: Position
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<PositionReport> {
    static var positionReport: Self { .init() }
}

let center = NotificationCenter()
let radar = center.addObserver(of: Beacon.self, for: .positionReport) { report in
    print("  radar: \(report.callsign) at \(report.position)")
}
let beacon = Beacon("LH400")
print("LH400 posts its position")
// post returns Void: the sender can't learn whether anyone objected.
center.post(PositionReport(callsign: beacon.callsign,
                           position: Position(miles: 9, feet: 14_000)), subject: beacon)
print("LH400 posted, with no way to hear back")
center.removeObserver(radar)
// snippet.end
