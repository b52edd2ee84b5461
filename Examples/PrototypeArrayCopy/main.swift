// snippet.hide
import Foundation
// snippet.show

// snippet.probe
/// A health check with a threshold; a class, so arrays hold references to it.
final class Probe: NSCopying {
    let name: String
    var limit: Int
    init(name: String, limit: Int) {
        self.name = name
        self.limit = limit
    }
    func copy(with zone: NSZone? = nil) -> Any {
        Probe(name: name, limit: limit)
    }
}
// snippet.end

// snippet.use
let production = [Probe(name: "disk", limit: 90), Probe(name: "cpu", limit: 80)]

var staging = production                     // copy-on-write: an independent array...
staging.append(Probe(name: "memory", limit: 70))
staging[0].limit = 50                        // ...holding the same Probe objects
print("Array copy: production has \(production.count) probes, staging \(staging.count)")
print("  production disk limit is now \(production[0].limit)")

let test = production.map { $0.copy() as! Probe }   // deep: copy every element
test[1].limit = 10
print("Element copies: production cpu limit is still \(production[1].limit)")
// snippet.end
