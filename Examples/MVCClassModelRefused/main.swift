// expect: compile-error
// snippet.model
/// The same model as a class: mutable, shared by reference, and not Sendable.
final class Sighting {
    var species: String
    var count: Int
    init(species: String, count: Int) { (self.species, self.count) = (species, count) }
}
// snippet.end

actor SurveyArchive {
    private var pending: [String: [Sighting]] = [:]  // written out later

    func save(_ sightings: [Sighting], as name: String) {
        pending[name] = sightings
    }
}

// snippet.controller
@MainActor
final class SurveyController {
    private var sightings: [Sighting] = []
    private let archive = SurveyArchive()

    func userTappedSave() async {
        let snapshot = sightings  // copies the array, but not the sightings in it
        await archive.save(snapshot, as: "mill-pond")
    }
}
// snippet.end
