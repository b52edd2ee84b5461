/// The class model of MVCClassModelRefused: mutable, shared by reference, not Sendable.
final class Sighting {
    var species: String
    var count: Int
    init(species: String, count: Int) { (self.species, self.count) = (species, count) }
}

actor SurveyArchive {
    private var pending: [String: [Sighting]] = [:]  // written out later

    func save(_ sightings: [Sighting], as name: String) -> Int {
        pending[name] = sightings
        return sightings.reduce(0) { $0 + $1.count }
    }
}

// snippet.controller
@MainActor
final class SurveyController {
    private var sightings = [Sighting(species: "grey-heron", count: 2)]
    private let archive = SurveyArchive()

    func userTappedSave() async {
        // New objects made from Sendable values: nothing on the main actor can reach them.
        var fresh: [Sighting] = []
        for sighting in sightings {
            fresh.append(Sighting(species: sighting.species, count: sighting.count))
        }
        let saved = await archive.save(fresh, as: "mill-pond")
        sightings[0].count += 1  // edits the controller's own objects, not the archive's
        print("archived \(saved) birds; the screen now shows \(sightings[0].count)")
    }
}
// snippet.end

await SurveyController().userTappedSave()
