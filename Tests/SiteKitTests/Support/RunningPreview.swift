import Foundation
import Synchronization

@testable import SiteKit

/// `site serve` on a fixture project, in this process, on a free port; stopped by `stop()`.
final class RunningPreview: Sendable {
    let url: URL
    let port: Int
    private let task: Task<Void, any Error>
    private let log: EventLog
    private let watch: WatchLog
    private let gate: QuietPeriodGate

    /// Every event so far, oldest first.
    var events: [SitePreview.Event] { log.events }

    /// How many builds have finished, successful or not, the first one included.
    var builds: Int {
        events.filter {
            switch $0 {
            case .serving, .trouble: false
            case .built, .failed: true
            }
        }.count
    }

    private init(url: URL, task: Task<Void, any Error>, log: EventLog, watch: WatchLog, gate: QuietPeriodGate) {
        self.url = url
        self.port = url.port ?? 0
        self.task = task
        self.log = log
        self.watch = watch
        self.gate = gate
    }

    /// Starts the preview and waits for its first build, at most `seconds`. `quietPeriod` is
    /// how long saves must pause before a build starts (the preview's own default when nil).
    /// With `holdingQuietPeriods`, no quiet period ends until `endQuietPeriods()`, so that
    /// saves made before it are one burst however slowly the machine makes them.
    static func start(
        _ project: FixtureProject, seconds: Int = 120, quietPeriod: Duration? = nil, holdingQuietPeriods: Bool = false
    ) async throws -> RunningPreview {
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift)
        var preview = SitePreview(generator: generator, port: 0)
        if let quietPeriod { preview.quietPeriod = quietPeriod }
        let watch = WatchLog()
        preview.onWatchEvent = { watch.append($0) }
        let gate = QuietPeriodGate(held: holdingQuietPeriods)
        preview.quietPeriodElapses = { try await gate.elapse($0) }
        let log = EventLog()
        let task = Task { try await preview.run { log.append($0) } }
        for _ in 0..<(seconds * 10) {
            for event in log.events {
                if case .serving(let url) = event {
                    return RunningPreview(url: url, task: task, log: log, watch: watch, gate: gate)
                }
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        task.cancel()
        throw PreviewTestError("the preview did not start within \(seconds) s: \(log.events)")
    }

    /// Waits until `builds` reaches `count`, or fails after `seconds`.
    func waitForBuilds(_ count: Int, seconds: Int = 120) async throws {
        for _ in 0..<(seconds * 20) {
            if builds >= count { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PreviewTestError("expected \(count) builds within \(seconds) s, saw \(events)")
    }

    /// What the watch loop has done so far, oldest first.
    var watchEvents: [SitePreview.WatchEvent] { watch.events }

    /// Lets every quiet period held so far, and every later one, end as it would on its own.
    func endQuietPeriods() { gate.release() }

    /// One save of what `write` writes into `project`, and the build it makes: quiet periods
    /// are held until the preview has seen every write of it, so however slowly a busy
    /// machine makes them they are one burst and one build. The last write is `marker`
    /// written again with the same bytes, which changes no page: the watcher's events arrive
    /// in order, so once it is seen, so are the writes before it.
    @discardableResult
    func save(
        in project: FixtureProject, marker: String = "Content/still.md", seconds: Int = 120,
        _ write: () throws -> Void
    ) async throws -> SitePreview.Event {
        gate.hold()
        defer { gate.release() }
        let mark = watchEvents.count
        try write()
        try project.write(marker, try project.read(marker))
        try await waitForChange(to: marker, after: mark, seconds: seconds)
        gate.release()
        return try await waitForBuild(covering: marker, after: mark, seconds: seconds)
    }

    /// Waits until the preview has seen a change to `path` (relative to the project) among the
    /// watch events after the first `mark`, and returns how many changes it had seen with it.
    @discardableResult
    func waitForChange(to path: String, after mark: Int, seconds: Int = 60) async throws -> Int {
        for _ in 0..<(seconds * 100) {
            for event in watchEvents.dropFirst(mark) {
                if case .changed(let changed, let count) = event, changed.hasSuffix("/" + path) { return count }
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw PreviewTestError("no change to \(path) seen within \(seconds) s: \(watchEvents.dropFirst(mark))")
    }

    /// Waits until the preview has ignored a change to `path` (relative to the project) among
    /// the watch events after the first `mark`.
    func waitForIgnored(_ path: String, after mark: Int, seconds: Int = 60) async throws {
        for _ in 0..<(seconds * 100) {
            let ignored = watchEvents.dropFirst(mark).contains {
                if case .ignored(let ignored) = $0 { return ignored.hasSuffix("/" + path) }
                return false
            }
            if ignored { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw PreviewTestError("\(path) was not seen and ignored within \(seconds) s: \(watchEvents.dropFirst(mark))")
    }

    /// Waits until the preview has seen a change to `path` after the first `mark` watch events
    /// and a build that started after it has finished; returns that build's event.
    @discardableResult
    func waitForBuild(covering path: String, after mark: Int, seconds: Int = 120) async throws -> SitePreview.Event {
        let change = try await waitForChange(to: path, after: mark, seconds: seconds)
        for _ in 0..<(seconds * 20) {
            // Every build after the first follows one `settled`, in order.
            let settles = watchEvents.filter {
                if case .settled = $0 { return true }
                return false
            }
            let covering = settles.firstIndex {
                if case .settled(let changes) = $0 { return changes >= change }
                return false
            }
            let builds = self.builds
            if let covering, builds >= covering + 2 {
                let finished = events.filter {
                    if case .serving = $0 { return false }
                    return true
                }
                return finished[covering + 1]
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw PreviewTestError("no build after the change to \(path) within \(seconds) s: \(events)")
    }

    /// The files the last successful build wrote.
    var lastBuiltFiles: [String]? {
        for event in events.reversed() {
            if case .built(let files, _) = event { return files }
        }
        return nil
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    /// When each event arrived, in milliseconds since 1970, oldest first.
    var eventTimes: [Double] { log.times }

    private final class EventLog: Sendable {
        private let state = Mutex<(events: [SitePreview.Event], times: [Double])>(([], []))
        var events: [SitePreview.Event] { state.withLock { $0.events } }
        var times: [Double] { state.withLock { $0.times } }
        func append(_ event: SitePreview.Event) {
            let now = Date().timeIntervalSince1970 * 1000
            state.withLock {
                $0.events.append(event)
                $0.times.append(now)
            }
        }
    }
}

/// The watch loop's events as they happen.
private final class WatchLog: Sendable {
    private let state = Mutex<[SitePreview.WatchEvent]>([])
    var events: [SitePreview.WatchEvent] { state.withLock { $0 } }
    func append(_ event: SitePreview.WatchEvent) { state.withLock { $0.append(event) } }
}

/// Holds the preview's quiet periods until released; then each lasts as long as it says.
private final class QuietPeriodGate: Sendable {
    private let held: Mutex<Bool>

    init(held: Bool) { self.held = Mutex(held) }

    func hold() { held.withLock { $0 = true } }
    func release() { held.withLock { $0 = false } }

    func elapse(_ period: Duration) async throws {
        while held.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(5)) }
        try await Task.sleep(for: period)
    }
}

struct PreviewTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
