import Foundation
import SiteKit
import Synchronization

/// `site serve` on a fixture project, in this process, on a free port; stopped by `stop()`.
final class RunningPreview: Sendable {
    let url: URL
    let port: Int
    private let task: Task<Void, any Error>
    private let log: EventLog

    /// Every event so far, oldest first.
    var events: [SitePreview.Event] { log.events }

    /// How many builds have finished, successful or not, the first one included.
    var builds: Int {
        events.filter {
            if case .serving = $0 { return false }
            return true
        }.count
    }

    private init(url: URL, task: Task<Void, any Error>, log: EventLog) {
        self.url = url
        self.port = url.port ?? 0
        self.task = task
        self.log = log
    }

    /// Starts the preview and waits for its first build, at most `seconds`. `quietPeriod` is
    /// how long saves must pause before a build starts (the preview's own default when nil).
    static func start(
        _ project: FixtureProject, seconds: Int = 120, quietPeriod: Duration? = nil
    ) async throws -> RunningPreview {
        var generator = try project.generator()
        generator.cache = await SiteCache.open(project: generator.project, swift: generator.swift)
        var preview = SitePreview(generator: generator, port: 0)
        if let quietPeriod { preview.quietPeriod = quietPeriod }
        let log = EventLog()
        let task = Task { try await preview.run { log.append($0) } }
        for _ in 0..<(seconds * 10) {
            for event in log.events {
                if case .serving(let url) = event { return RunningPreview(url: url, task: task, log: log) }
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

struct PreviewTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
