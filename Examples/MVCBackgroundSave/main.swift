// snippet.model
import Foundation

/// The model is a value made of values, so it is Sendable: a copy can go anywhere.
struct Sighting: Codable, Sendable {
    let species: String
    let count: Int
}
// snippet.end

// snippet.archive
/// Encoding and writing happen off the main actor, inside this actor.
actor SurveyArchive {
    private var disk: [String: Data] = [:]  // stands in for the file system

    func save(_ sightings: [Sighting], as name: String) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(sightings)
        print("  archive | encoded \(sightings.count) sightings")
        disk[name] = data
        return data.count
    }
}
// snippet.end

// snippet.controller
@MainActor
struct StatusView {
    func render(_ status: String) -> String { "  status | \(status)" }
}

@MainActor
final class SurveyController {
    private var sightings: [Sighting] = []
    private let archive: SurveyArchive
    private let status = StatusView()

    init(archive: SurveyArchive) { self.archive = archive }

    func userAdded(_ species: String, _ count: Int) {
        sightings.append(Sighting(species: species, count: count))
    }

    func userTappedSave() async {
        let snapshot = sightings  // a copy of the value, not a shared reference
        print(status.render("saving \(snapshot.count) sightings..."))
        do {
            // The snapshot crosses into the archive actor; the controller waits
            // without blocking the main actor, and resumes on it.
            let bytes = try await archive.save(snapshot, as: "mill-pond.json")
            print(status.render("saved \(snapshot.count) sightings, \(bytes) bytes"))
        } catch {
            print(status.render("save failed: \(error)"))
        }
    }
}
// snippet.end

// snippet.main
let controller = SurveyController(archive: SurveyArchive())
controller.userAdded("grey-heron", 2)
controller.userAdded("kingfisher", 1)
await controller.userTappedSave()
// snippet.end
