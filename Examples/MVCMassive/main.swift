// snippet.summary
/// The next screen. The survey screen below builds it itself.
struct SummaryScreen {
    let survey: String
    let sightings: Int
    let birds: Int

    func show() {
        print("  [summary: \(survey)] \(sightings) sightings, \(birds) birds")
    }
}
// snippet.end

// snippet.controller
@MainActor
final class SurveyScreenController {
    private let survey = "mill-pond"
    private var sightings: [(species: String, count: Int)] = []
    private var disk: [String: String] = [:]  // stands in for a file

    func handle(_ command: String) {
        print("> \(command)")
        let words = command.split(separator: " ").map(String.init)
        // 1. Navigation: this screen decides what comes next, and builds it.
        if words == ["done"] {
            let birds = sightings.reduce(0) { $0 + $1.count }
            SummaryScreen(survey: survey, sightings: sightings.count, birds: birds).show()
            return
        }
        // 2. Parsing and validation: the survey's rules live in a screen.
        guard words.count == 3, words[0] == "add", let count = Int(words[2]) else {
            print("  usage: add <species> <count>, or done")
            return
        }
        guard (1...500).contains(count) else {
            print("  rejected: a count is 1 to 500, not \(count)")
            return
        }
        sightings.append((words[1].lowercased(), count))
        // 3. Persistence: the file's name and format live here too.
        let file = sightings.map { "\($0.species),\($0.count)" }.joined(separator: "\n")
        disk["\(survey).csv"] = file
        print("  saved \(survey).csv (\(file.utf8.count) bytes)")
        // 4. Networking (simulated): and so does the server's API.
        print("  POST /surveys/\(survey)/sightings \(words[1].lowercased())=\(count): 201")
        // 5. Formatting and drawing.
        print("  [\(survey)]")
        for sighting in sightings {
            let name = sighting.species.split(separator: "-").joined(separator: " ")
            print("  - \(name.prefix(1).uppercased() + name.dropFirst()) ×\(sighting.count)")
        }
    }
}
// snippet.end

// snippet.main
let screen = SurveyScreenController()
for command in ["add grey-heron 2", "add kingfisher 0", "add kingfisher 1", "done"] {
    screen.handle(command)
}
// snippet.end
