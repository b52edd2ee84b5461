// Foundation's class clusters: ask the public class, receive whatever subclass it picked.
import Foundation

// snippet.numbers
let numbers: [(label: String, value: NSNumber)] = [
    ("true", NSNumber(value: true)),
    ("42", NSNumber(value: 42)),
    ("3.5", NSNumber(value: 3.5)),
]
for (label, number) in numbers {
    let kind = type(of: number)
    print("NSNumber(value: \(label)) is a \(kind); as Double: \(number.doubleValue)")
}
// snippet.end

// snippet.sets
let letters = NSCharacterSet.letters as NSCharacterSet
print("NSCharacterSet.letters is a \(type(of: letters))")
print("it contains \"a\": \(letters.characterIsMember(unichar(UInt8(ascii: "a"))))")
// snippet.end
