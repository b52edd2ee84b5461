// snippet.model
import Observation

/// - Role: Model
@MainActor @Observable
final class SurveyLog {
    var title: String = "Mill Pond"
    private(set) var birds: [String: Int] = [:]

    func record(_ species: String, count: Int) {
        birds[species, default: 0] += count
    }
}
// snippet.end

// snippet.view
/// A Smalltalk-style view: it holds the model, reads what it shows, and
/// observes exactly what it read. No controller tells it to redraw.
/// - Role: View
@MainActor
final class TextView {
    private let name: String
    private let model: SurveyLog
    private let draw: (SurveyLog) -> String
    private var needsDisplay = true

    init(_ name: String, model: SurveyLog, draw: @escaping (SurveyLog) -> String) {
        (self.name, self.model, self.draw) = (name, model, draw)
    }

    func displayIfNeeded() {
        guard needsDisplay else { return }
        needsDisplay = false
        withObservationTracking {
            print("  \(name) | \(draw(model))")
        } onChange: { [weak self] in
            // Runs before the change is stored: only mark the view dirty here.
            MainActor.assumeIsolated { self?.needsDisplay = true }
        }
    }
}
// snippet.end

// snippet.controller
/// A Smalltalk-style controller: it turns input into messages to the model. Nothing else.
/// - Role: Controller
@MainActor
struct SightingInputController {
    let model: SurveyLog

    func handle(_ input: String) {
        print("> \(input)")
        let words = input.split(separator: " ")
        if words.count == 3, words[0] == "add", let count = Int(words[2]) {
            model.record(String(words[1]), count: count)
        } else if words.first == "title" {
            model.title = words.dropFirst().joined(separator: " ")
        }
    }
}
// snippet.end

// snippet.main
let log = SurveyLog()
let views = [
    TextView("header", model: log) { $0.title },
    TextView("list  ", model: log) { log in
        log.birds.isEmpty ? "(no sightings)"
            : log.birds.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
                .joined(separator: ", ")
    },
]
let input = SightingInputController(model: log)

// One pass of a run loop per input: handle it, then redraw whatever is dirty.
views.forEach { $0.displayIfNeeded() }
for line in ["add kingfisher 1", "add grey-heron 2", "title Mill Pond (north bank)"] {
    input.handle(line)
    views.forEach { $0.displayIfNeeded() }
}
// snippet.end
