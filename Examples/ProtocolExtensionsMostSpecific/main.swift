// snippet.extensions
extension Sequence {
    func digest() -> String { "\(Array(self).count) entries" }
}

extension Sequence where Element: Hashable {
    func digest() -> String { "\(Set(self).count) distinct entries" }
}

extension Sequence where Element == String {
    func digest() -> String { "names: \(Set(self).sorted().joined(separator: ", "))" }
}
// snippet.end

// snippet.run
let visitsPerDay = [3, 5, 3, 8]
let beds = ["Beans", "Tomatoes", "Beans"]
let weights = [0.5, 0.25].map { $0 as Any }

print("[Int]     \(visitsPerDay.digest())")
print("[String]  \(beds.digest())")
print("[Any]     \(weights.digest())")

/// The generic function knows only `S: Sequence`, so it can only pick the first.
func digestAnything<S: Sequence>(_ sequence: S) -> String {
    sequence.digest()
}
print("generic   \(digestAnything(beds))")
// snippet.end
