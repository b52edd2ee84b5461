// snippet.store
/// Persistence moved here: the file's name and format live in one type.
/// - Role: Service
final class SurveyStore {
    private var disk: [String: String] = [:]  // stands in for the file system

    func save(_ survey: Survey) -> Int {
        let file = survey.sightings.map { "\($0.species),\($0.count)" }
            .joined(separator: "\n")
        disk["\(survey.name).csv"] = file
        return file.utf8.count
    }
}

/// Networking (simulated) moved here: the server's API lives in one type.
/// - Role: Service
struct SurveyClient {
    func post(_ sighting: Sighting, to survey: String) -> Int {
        print("  POST /surveys/\(survey)/sightings \(sighting.species)=\(sighting.count)")
        return 201
    }
}
// snippet.end
