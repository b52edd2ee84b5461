// snippet.hide
import Synchronization

// snippet.show
// snippet.box
/// The box above without `nonisolated`: in a module that defaults to the
/// main actor, it is inferred `@MainActor`.
final class FirstDelivery: Sendable {
    private let continuation: Mutex<CheckedContinuation<Double, Never>?>

    init(_ continuation: CheckedContinuation<Double, Never>) {
        self.continuation = Mutex(continuation)
    }

    func deliver(_ value: Double) -> Bool {
        guard let waiting = continuation.withLock({ $0.take() }) else { return false }
        waiting.resume(returning: value)
        return true
    }
}
// snippet.end

/// The same adapter, quiet this time.
func temperatureF(at station: String, from client: AeroCastClient) async -> Double {
    await withCheckedContinuation { continuation in
        let first = FirstDelivery(continuation)
        client.fetchObservation(station: station) { observation in
            _ = first.deliver(observation.temperatureF)
        }
    }
}

let reading = await temperatureF(at: "XKTC", from: AeroCastClient())
print("the unmarked box answered: \(reading) °F")
