import Foundation

// snippet.nested
/// The memento of the Memento chapter, as an NSSecureCoding class nested in its originator.
struct RoutePlan {
    final class Memento: NSObject, NSSecureCoding {
        static let supportsSecureCoding = true
        let legs: Int
        init(legs: Int) { self.legs = legs }
        func encode(with coder: NSCoder) { coder.encode(legs, forKey: "legs") }
        init?(coder: NSCoder) { legs = coder.decodeInteger(forKey: "legs") }
    }
}

print("Archiving RoutePlan.Memento")
// snippet.hide
fflush(nil)   // the trap below would lose buffered output
// snippet.show
let data = try NSKeyedArchiver.archivedData(withRootObject: RoutePlan.Memento(legs: 3),
                                            requiringSecureCoding: true)
print("Archived \(data.count) bytes")
// snippet.end
