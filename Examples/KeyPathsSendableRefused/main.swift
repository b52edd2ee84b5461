// expect: compile-error
// snippet.hide
import Foundation
// snippet.show
// snippet.types
struct Hull { var lengthMetres: Double }

struct BerthRequest {
    var vesselName: String
    var hull: Hull
}

final class Pontoon: Hashable {          // mutable, compared by identity
    var label: String
    init(label: String) { self.label = label }
    static func == (a: Pontoon, b: Pontoon) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

struct Marina {
    var free: [String: Int]
    subscript(freeOn label: String) -> Int { free[label, default: 0] }
    subscript(freeOn pontoon: Pontoon) -> Int { self[freeOn: pontoon.label] }
}
// snippet.end

// snippet.cases
func largestFirst<Value: Comparable>(
    by path: KeyPath<BerthRequest, Value>
) -> KeyPathComparator<BerthRequest> {
    KeyPathComparator(path, order: .reverse)     // a parameter without & Sendable
}

let hull = \BerthRequest.hull
let lengthRule = Rule.within("length", hull.appending(path: \.lengthMetres), 4.0...18.0)

let pontoonB = Pontoon(label: "B")
let marinaRules = Validator<Marina>(rules: [
    .within("free berths on B", \.[freeOn: "B"], 1...40),       // captures a String
    .within("free berths on B", \.[freeOn: pontoonB], 1...40),  // captures a class instance
])

extension BerthRequest {
    @MainActor var displayName: String { vesselName.uppercased() }
}
let nameRule = Rule<BerthRequest>.filled("display name", \.displayName)
// snippet.end
