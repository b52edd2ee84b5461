// snippet.model
struct Sighting: Equatable, Sendable {
    let species: String
    let count: Int
}

/// Model: one survey that several parts of the app change. It tells its observers
/// after every change, without knowing who they are.
@MainActor
final class SurveyLog {
    let name: String
    private(set) var sightings: [Sighting] = [] {
        didSet { observers.forEach { $0() } }
    }
    private var observers: [@MainActor () -> Void] = []

    init(name: String) { self.name = name }

    var birds: Int { sightings.reduce(0) { $0 + $1.count } }

    func observe(_ observer: @escaping @MainActor () -> Void) {
        observers.append(observer)
    }

    func record(_ sighting: Sighting) {
        sightings.append(sighting)
    }
}
// snippet.end

// snippet.views
/// Two plain views that render text. Neither knows the model or the other view.
@MainActor
struct SightingListView {
    func render(_ lines: [String]) -> String {
        lines.map { "  list | \($0)" }.joined(separator: "\n")
    }
}

@MainActor
struct TotalsBadgeView {
    func render(sightings: Int, birds: Int) -> String {
        "  badge | sightings: \(sightings), birds: \(birds)"
    }
}
// snippet.end

// snippet.controller
@MainActor
final class SurveyController {
    private let log: SurveyLog
    private let list = SightingListView()
    private let badge = TotalsBadgeView()

    init(log: SurveyLog) {
        self.log = log
        // The controller observes the model, so every change reaches both views,
        // whoever made it. [weak self]: the log must not keep the controller alive.
        log.observe { [weak self] in self?.refresh() }
    }

    /// A user's input: the controller turns it into a change of the model, and stops.
    func userAdded(species: String, count: Int) {
        log.record(Sighting(species: species, count: count))
    }

    func refresh() {
        print(list.render(log.sightings.map { "\($0.species) ×\($0.count)" }))
        print(badge.render(sightings: log.sightings.count, birds: log.birds))
    }
}
// snippet.end

// snippet.main
let log = SurveyLog(name: "mill-pond")
let controller = SurveyController(log: log)

print("-- the user adds a sighting on this screen")
controller.userAdded(species: "grey-heron", count: 2)

print("-- a teammate's sighting arrives through sync, not through this controller")
log.record(Sighting(species: "kingfisher", count: 1))
// snippet.end
