// snippet.class
final class AppointmentObject {
    var person: String
    var day: String
    var place: String

    init(person: String, day: String, place: String) {
        self.person = person
        self.day = day
        self.place = place
    }

    var summary: String { "Lunch with \(person) on \(day) at \(place)" }
}
// snippet.end

// snippet.struct
struct Appointment {
    var person: String
    var day: String
    var place: String

    var summary: String { "Lunch with \(person) on \(day) at \(place)" }
}
// snippet.end

// snippet.use
print("Class: assignment copies the reference")
let lunch = AppointmentObject(person: "Bob", day: "Mon", place: "Joe's Bar")
let nextLunch = lunch                   // meant as a template for a new appointment
nextLunch.person = "Alice"
nextLunch.day = "Fri"
nextLunch.place = "Room 2"
print("  original: \(lunch.summary)")
print("  new one:  \(nextLunch.summary)")

print("Struct: assignment copies the value")
let meeting = Appointment(person: "Bob", day: "Mon", place: "Joe's Bar")
var nextMeeting = meeting
nextMeeting.person = "Alice"
nextMeeting.day = "Fri"
nextMeeting.place = "Room 2"
print("  original: \(meeting.summary)")
print("  new one:  \(nextMeeting.summary)")
// snippet.end
