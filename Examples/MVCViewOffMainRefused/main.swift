// expect: compile-error
import Foundation

struct Sighting: Codable, Sendable {
    let species: String
    let count: Int
}

@MainActor
final class StatusView {
    private(set) var text = ""
    func show(_ status: String) { text = status }
}

// snippet.archive
actor SurveyArchive {
    private var disk: [String: Data] = [:]

    /// A "helpful" save that updates the screen itself when it is done.
    func save(_ sightings: [Sighting], as name: String, status: StatusView) throws {
        disk[name] = try JSONEncoder().encode(sightings)
        status.show("saved \(sightings.count) sightings")
    }
}
// snippet.end
