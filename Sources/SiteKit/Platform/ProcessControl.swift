import Foundation
import Synchronization

#if os(Linux)
    import CProcessUsage
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few process operations `ProcessRunner` needs that differ between Linux and macOS, in
/// one place. Every run carries a marker in its environment (`markerName`), which its
/// descendants inherit whatever process group or session they make for themselves; after the
/// run, every process still carrying the run's marker is killed, so nothing an example (or
/// `swift build`) started outlives the build. On Linux the marked processes are found in
/// `/proc`; macOS does not let a process read another's environment cheaply, so there only the
/// run's process group is killed (a descendant that called `setsid` can escape it).
package enum ProcessControl {
    static let markerName = "SITE_EXAMPLE_RUN"

    /// Waits until `pid`, a child of this process, has ended, without reaping it (swift-subprocess
    /// reaps it and reads its status afterwards), and returns its peak memory in KiB: on Linux
    /// its peak resident set size, or that of a child it waited for if larger, as `wait4`
    /// reports it; on macOS, which keeps no peak resident size for an ended process, its peak
    /// physical footprint (what Activity Monitor shows), its children's not included. (Linux
    /// also counts the peak of this process up to the child's start, which exec keeps: a
    /// process that measures others, as `site-bench` does, should stay small.) Blocks the
    /// calling thread.
    static func waitForExit(_ pid: pid_t) -> Int {
        #if os(Linux)
            var usage = rusage()
            while process_usage_wait_without_reaping(pid, &usage) != 0 {
                if errno != EINTR { return 0 }  // ECHILD: already reaped
            }
            return Int(usage.ru_maxrss)
        #else
            var info = siginfo_t()
            while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0 {
                if errno != EINTR { return 0 }
            }
            var usage = rusage_info_v4()
            let status = withUnsafeMutablePointer(to: &usage) {
                $0.withMemoryRebound(to: rusage_info_t?.self, capacity: 1) {
                    proc_pid_rusage(pid, RUSAGE_INFO_V4, $0)
                }
            }
            return status == 0 ? Int(usage.ri_lifetime_max_phys_footprint / 1024) : 0
        #endif
    }

    /// Whether a process with this id runs (or is a zombie not yet reaped).
    static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// The marker value of a new run: this build's own prefix (its process id and start time)
    /// first, so that every run it started can be found by `killMarked(prefix:)`, by its
    /// watchdog, and by a later build once it has gone. Starting the first run starts the
    /// watchdog.
    static func newMarker() -> String {
        _ = watchdog
        return "\(ownPrefix)\(UUID().uuidString)"
    }

    /// `PID-STARTTIME-`: unique to this process even after its id is reused.
    static let ownPrefix = "\(getpid())-\(startTime(of: getpid()) ?? 0)-"

    /// Kills every process started by a run of this build, when the build itself is stopped.
    static func killEveryRun() { killMarked(prefix: ownPrefix) }

    /// Whether a signal is stopping the build: a run that ends now was killed by the build.
    static var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    /// Stops the build on SIGINT, SIGTERM or SIGHUP, and stops its runs with it on Ctrl-Z (a closed terminal) the way a user expects: every example and
    /// `swift build` it started is killed, its staging folder removed, `Site/` left as it was
    /// (or, when the signal comes while it is being updated, as the update leaves it),
    /// and the process exits with 128 + the signal's number.
    package static func stopCleanlyOnSignals() {
        // A closed pipe (`site serve | head -1`) makes a write fail, not the process die.
        signal(SIGPIPE, SIG_IGN)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            // A queue of its own, not a global one: Swift's tasks run on the global queues'
            // threads, and a signal must be handled even while every one of them is busy.
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: signalQueue)
            source.setEventHandler {
                stopping.store(true, ordering: .sequentiallyConsistent)
                killEveryRun()
                // An update of Site/ under way ends first: Site/ is then the old site or the new.
                SiteUpdate.holdingOff {
                    ScratchFolders.removeOwn()
                    exit(128 + signalNumber)
                }
            }
            source.resume()
            handlers.append(source)
        }
        stopRunsWithTheBuildOnCtrlZ()
    }

    private static let signalQueue = DispatchQueue(label: "site.signals")

    /// The process group of every run going on, which Ctrl-Z stops with the build.
    static let runningGroups = Mutex<Set<pid_t>>([])

    /// How long the build has been stopped (Ctrl-Z) in all, in nanoseconds, and whether it is
    /// being stopped or continued now: a run's timeout counts only the time it could run.
    static let suspendedNanoseconds = Atomic<Int64>(0)
    static let isSuspending = Atomic<Bool>(false)

    /// Ctrl-Z: the runs go on in process groups of their own, which the terminal does not stop,
    /// so the build stops them, then itself; when it is continued (`fg`), it continues them.
    private static func stopRunsWithTheBuildOnCtrlZ() {
        signal(SIGTSTP, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: signalQueue)
        source.setEventHandler {
            isSuspending.store(true, ordering: .sequentiallyConsistent)
            // Measured from the moment the runs are stopped, not from the build's own stop: on a
            // loaded machine most of the stop can pass before this thread stops the build (7 s
            // of a 7 s stop once, the build's own stop then lasting microseconds).
            let stoppedAt = ContinuousClock.now
            let groups = runningGroups.withLock { $0 }
            for group in groups where group > 1 { _ = kill(-group, SIGSTOP) }
            // And whatever a run started in a group of its own (the marker finds it on Linux).
            signalMarked(prefix: ownPrefix, SIGSTOP)
            _ = kill(getpid(), SIGSTOP)
            // Continued: the runs go on, and the time until now is no run's.
            signalMarked(prefix: ownPrefix, SIGCONT)
            for group in groups where group > 1 { _ = kill(-group, SIGCONT) }
            let stopped = (ContinuousClock.now - stoppedAt).components
            suspendedNanoseconds.add(
                stopped.seconds * 1_000_000_000 + stopped.attoseconds / 1_000_000_000, ordering: .sequentiallyConsistent
            )
            isSuspending.store(false, ordering: .sequentiallyConsistent)
        }
        source.resume()
        handlers.append(source)
    }

    /// Set when a signal is stopping the build: the build's own failure (its runs were just
    /// killed) must not exit first with another status; see `waitIfStopping()`.
    static let stopping = Atomic<Bool>(false)

    /// Waits for the signal handler to finish and exit, when a signal is stopping the build.
    package static func waitIfStopping() {
        while stopping.load(ordering: .sequentiallyConsistent) { usleep(10_000) }
    }

    /// Kept for the life of the process (a released source is cancelled); written only while
    /// the command starts, before any other task runs.
    nonisolated(unsafe) private static var handlers: [any DispatchSourceSignal] = []

    /// Kills every process of the group `group`, if any is left.
    static func killGroup(_ group: pid_t) {
        guard group > 1 else { return }
        _ = kill(-group, SIGKILL)
    }

    /// Kills every process whose environment holds `markerName=value`, until none is left.
    static func killMarked(_ value: String) { killMarked(prefix: value, exact: true) }

    /// Kills every process whose marker starts with `prefix` (or is `prefix`, when `exact`).
    static func killMarked(prefix: String, exact: Bool = false) {
        for _ in 0..<5 {
            guard signalMarked(prefix: prefix, exact: exact, SIGKILL) else { return }
            // A process that was forking while we looked may have a new child: look again.
            usleep(2000)
        }
    }

    /// Sends `signal` to every process whose marker starts with `prefix` (or is `prefix`, when
    /// `exact`): on Linux, where the marker is read in `/proc`; whether there was one.
    @discardableResult
    static func signalMarked(prefix: String, exact: Bool = false, _ signal: Int32) -> Bool {
        #if os(Linux)
            let needle = Array("\(markerName)=\(prefix)".utf8)
            let own = getpid()
            var found = false
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            for entry in entries {
                guard let pid = pid_t(entry), pid != own,
                    let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
                else { continue }
                let variables = environment.split(separator: 0)
                if variables.contains(where: { exact ? $0.elementsEqual(needle) : $0.starts(with: needle) }) {
                    _ = kill(pid, signal)
                    found = true
                }
            }
            return found
        #else
            return false
        #endif
    }
}
