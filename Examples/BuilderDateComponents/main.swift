// Foundation's builder for dates: collect DateComponents, let a Calendar build the Date.
import Foundation

// snippet.build
var calendar = Calendar(identifier: .gregorian)
// Pinned: a new calendar otherwise takes the machine's time zone.
calendar.timeZone = TimeZone(identifier: "UTC")!

var components = DateComponents()     // the builder: every field starts unset
components.year = 2031
components.month = 4
components.day = 14
components.hour = 9                   // minute and second are left to the defaults

let date = calendar.date(from: components)!
print("built: \(date)")
print("weekday number: \(calendar.component(.weekday, from: date))")
// snippet.end

// snippet.timezone
var tokyo = calendar
tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
print("same components in Tokyo: \(tokyo.date(from: components)!)")
// snippet.end

// snippet.lenient
var odd = components
odd.day = 31                          // April has 30 days
print("31 April valid? \(odd.isValidDate(in: calendar))")
print("built anyway: \(calendar.date(from: odd)!)")
// snippet.end
