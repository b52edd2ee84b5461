// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
import Observation

// snippet.model
@Observable
final class Thermostat {
    var room = "Living room"
    var target = 20
    var history: [Int] = []  // never read by the view below
}
// snippet.end

// snippet.render
func render(_ thermostat: Thermostat) {
    withObservationTracking {
        // Only the properties read here are tracked.
        print("render: \(thermostat.room) at \(thermostat.target) degrees")
    } onChange: {
        // Called once, before the first tracked change is stored.
        MainActor.assumeIsolated {
            // Print both tracked properties: whichever one is changing still
            // shows its old value, because onChange runs before the store.
            print("onChange: still \(thermostat.room) at \(thermostat.target) degrees")
        }
    }
}
// snippet.end

// snippet.main
let thermostat = Thermostat()
render(thermostat)
print("-- set target to 21")
thermostat.target = 21
// snippet.end
