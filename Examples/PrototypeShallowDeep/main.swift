// snippet.hide
import Foundation
// snippet.show

// snippet.types
final class Location: NSObject, NSCopying {
    var room: String
    init(room: String) { self.room = room }

    func copy(with zone: NSZone? = nil) -> Any {
        Location(room: room)
    }
}

final class Meeting: NSObject, NSCopying {
    var topic: String
    var location: Location

    init(topic: String, location: Location) {
        self.topic = topic
        self.location = location
    }

    /// Shallow: the copy points at the same Location object.
    func copy(with zone: NSZone? = nil) -> Any {
        Meeting(topic: topic, location: location)
    }

    /// Deep: the copy gets a Location of its own.
    func deepCopy() -> Meeting {
        Meeting(topic: topic, location: location.copy() as! Location)
    }
}
// snippet.end

// snippet.copies
func replan(_ original: Meeting, as copy: Meeting) {
    copy.topic = "Retro"                  // a value property: always independent
    copy.location.room = "Room 7"         // a reference property: shared if shallow
    print("  original: \(original.topic) in \(original.location.room)")
    print("  copy:     \(copy.topic) in \(copy.location.room)")
}

print("Shallow copy:")
let standup = Meeting(topic: "Standup", location: Location(room: "Room 1"))
replan(standup, as: standup.copy() as! Meeting)

print("Deep copy:")
let planning = Meeting(topic: "Planning", location: Location(room: "Room 1"))
replan(planning, as: planning.deepCopy())
// snippet.end

// snippet.arrays
final class Person: NSObject, NSCopying {
    let name: String
    var country: String
    init(name: String, country: String) {
        self.name = name
        self.country = country
    }
    func copy(with zone: NSZone? = nil) -> Any {
        Person(name: name, country: country)
    }
}

let team = [Person(name: "Ada", country: "UK"), Person(name: "Grace", country: "US")]
var visitors = team                          // copy-on-write array copy
visitors.append(Person(name: "Linus", country: "FI"))
visitors[0].country = "France"               // changes the shared Person object
print("Array copy: team has \(team.count) people, visitors \(visitors.count)")
print("  team[0] now lives in \(team[0].country)")

let travellers = team.map { $0.copy() as! Person }   // deep: copy every element
travellers[1].country = "Japan"
print("Element copies: team[1] still lives in \(team[1].country)")
// snippet.end
