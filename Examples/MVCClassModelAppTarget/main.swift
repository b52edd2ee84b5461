// expect: compile-error
/// The class model of MVCClassModelRefused, and an archive that reads what it is given.
final class Sighting {
    var species: String
    var count: Int
    init(species: String, count: Int) { (self.species, self.count) = (species, count) }
}

actor SurveyArchive {
    func save(_ sightings: [Sighting]) -> Int {
        var birds = 0
        for sighting in sightings { birds += sighting.count }  // reads the objects it was given
        return birds
    }
}

@MainActor
final class SurveyController {
    private var sightings = [Sighting(species: "grey-heron", count: 2)]
    private let archive = SurveyArchive()

    func userTappedSave() async {
        let saved = await archive.save(sightings)
        print("archived \(saved) birds")
    }
}

await SurveyController().userTappedSave()
