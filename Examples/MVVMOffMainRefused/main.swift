// expect: compile-error
import Observation

/// An older service that calls back on a queue of its own choosing.
struct PortDirectory: Sendable {
    func lookUp(_ query: String,
                completion: @escaping @Sendable ([String]) -> Void) {
        completion(query.isEmpty ? [] : ["Yarmouth"])
    }
}

@MainActor @Observable
final class PortSearchViewModel {
    private(set) var results: [String] = []
    @ObservationIgnored private let directory = PortDirectory()

    func search(_ query: String) {
        directory.lookUp(query) { ports in
            self.results = ports  // from whatever thread the service used
        }
    }
}
