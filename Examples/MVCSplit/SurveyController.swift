// snippet.controller
/// Controller: interprets input, asks the model, tells the services and the view.
/// - Role: Controller
@MainActor
final class SurveyController {
    private var survey: Survey
    private let store: SurveyStore
    private let client: SurveyClient
    private let view = SurveyListView()
    /// Navigation goes out: whoever owns the flow decides what "finished" leads to.
    var onFinish: (Survey) -> Void = { _ in }

    init(survey: Survey, store: SurveyStore, client: SurveyClient) {
        self.survey = survey
        self.store = store
        self.client = client
    }

    func handle(_ command: String) {
        print("> \(command)")
        let words = command.split(separator: " ").map(String.init)
        if words == ["done"] {
            onFinish(survey)
            return
        }
        guard words.count == 3, words[0] == "add", let count = Int(words[2]) else {
            print("  usage: add <species> <count>, or done")
            return
        }
        do throws(Survey.Problem) {
            let sighting = try survey.record(species: words[1], count: count)
            let bytes = store.save(survey)
            let status = client.post(sighting, to: survey.name)
            show(status: "saved \(bytes) bytes, server \(status)")
        } catch {
            show(status: "rejected: " + SightingFormat.message(error))
        }
    }

    private func show(status: String) {
        let lines = survey.sightings.map(SightingFormat.line)
        print(view.render(title: survey.name, lines: lines, status: status))
    }
}
// snippet.end
