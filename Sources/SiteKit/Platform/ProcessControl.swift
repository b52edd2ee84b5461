import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few process operations the runner needs that differ between Linux and macOS, in one
/// place. Every example run carries a marker in its environment (`markerName`), which its
/// descendants inherit whatever process group or session they make for themselves; after the
/// run, every process still carrying the run's marker is killed, so nothing an example started
/// outlives the build. On Linux the marked processes are found in `/proc`; macOS does not let
/// a process read another's environment cheaply, so there only the run's process group is
/// killed (a descendant that called `setsid` can escape it).
enum ProcessControl {
    static let markerName = "SITE_EXAMPLE_RUN"

    /// Whether `pid` (a child of this process) has ended, without reaping it: the process
    /// runner still collects its status.
    static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
        if result != 0 { return true }  // ECHILD: already reaped
        #if canImport(Glibc)
            return info._sifields._sigchld.si_pid != 0
        #else
            return info.si_pid != 0
        #endif
    }

    /// Kills every process of the group `group`, if any is left.
    static func killGroup(_ group: pid_t) {
        guard group > 1 else { return }
        _ = kill(-group, SIGKILL)
    }

    /// Kills every process whose environment holds `markerName=value`, until none is left.
    static func killMarked(_ value: String) {
        #if os(Linux)
            let needle = Array("\(markerName)=\(value)".utf8)
            let own = getpid()
            for _ in 0..<5 {
                var found = false
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                for entry in entries {
                    guard let pid = pid_t(entry), pid != own,
                        let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
                    else { continue }
                    let variables = environment.split(separator: 0)
                    if variables.contains(where: { $0.elementsEqual(needle) }) {
                        _ = kill(pid, SIGKILL)
                        found = true
                    }
                }
                guard found else { return }
                // A process that was forking while we looked may have a new child: look again.
                usleep(2000)
            }
        #endif
    }
}
