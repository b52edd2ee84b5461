import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What stops a build's examples when the build itself dies without a chance to (`kill -9`, the
/// OOM killer, a CI runner's hard stop), and what the next build does about any that still
/// escaped.
///
/// The first run a build starts also starts its watchdog: a small shell process in a process
/// group of its own that reads a pipe only the build holds open. However the build ends, the
/// kernel closes that pipe, and the watchdog kills whatever the build's runs left: on Linux
/// every process carrying the build's marker prefix (found in `/proc`), on macOS the process
/// group of every run still going (the build writes `+ GROUP` and `- GROUP` as runs start and
/// end). A parent-death signal (`PR_SET_PDEATHSIG`) would not do: it follows the thread that
/// started the child, and the threads Swift's tasks run on come and go.
extension ProcessControl {
    /// The pipe's end this process writes, kept open for its whole life; `nil` when the
    /// watchdog could not be started.
    static let watchdog: Int32? = startWatchdog(prefix: ownPrefix)?.pipe

    /// Tells the watchdog that a run's process group now exists (macOS only: on Linux the
    /// marker finds every process).
    static func watchdogFollows(group: pid_t) {
        runningGroups.withLock { _ = $0.insert(group) }
        tellWatchdog("+ \(group)\n")
    }

    /// Tells the watchdog that a run's process group is gone, so its id may be reused.
    static func watchdogForgets(group: pid_t) {
        runningGroups.withLock { _ = $0.remove(group) }
        tellWatchdog("- \(group)\n")
    }

    private static func tellWatchdog(_ line: String) {
        #if canImport(Darwin)
            guard let watchdog else { return }
            var bytes = Array(line.utf8)
            _ = write(watchdog, &bytes, bytes.count)  // under PIPE_BUF: written whole, at once
        #endif
    }

    /// The watchdog's script. `$1` is the build's marker prefix.
    #if os(Linux)
        static let watchdogScript = """
            trap '' HUP INT TERM
            cat >/dev/null
            for attempt in 1 2 3 4 5; do
              pids=$(grep -lsz "^\(markerName)=$1" /proc/[0-9]*/environ | cut -d/ -f3)
              [ -n "$pids" ] || exit 0
              kill -KILL $pids 2>/dev/null
              sleep 0.05
            done
            """
    #else
        static let watchdogScript = """
            trap '' HUP INT TERM
            groups=" "
            while read -r change group; do
              case $change in
                +) groups="$groups$group " ;;
                -) case $groups in *" $group "*) groups="${groups%% $group *} ${groups#* $group }" ;; esac ;;
              esac
            done
            for group in $groups; do kill -KILL -- "-$group" 2>/dev/null; done
            """
    #endif

    /// Starts a watchdog over the runs whose marker starts with `prefix`: its process, and the
    /// end of its pipe to keep open.
    static func startWatchdog(prefix: String) -> (process: pid_t, pipe: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // Neither end may reach an example: one that held the write end would keep the
        // watchdog waiting. The child's copy of the read end is made by dup2, which clears it.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { close(readEnd) }
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else of this process's: the watchdog lives as long as it, and a socket it
        // held (the preview's, a page's connection) would stay open after this process closed it.
        #if os(Linux)
            // glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift's Glibc
            // module does not declare.
            typealias CloseFrom = @convention(c) (UnsafeMutableRawPointer, Int32) -> Int32
            if let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
                _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
            }
            let closesTheRest: Int32 = 0
        #else
            let closesTheRest = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif
        // A group of its own: Ctrl-C in a terminal, or a kill of the build's group, reaches
        // the build and not its watchdog.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | closesTheRest))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments = ["/bin/sh", "-c", watchdogScript, "site-watchdog", prefix]
        let environment = ["PATH=/usr/bin:/bin", "LC_ALL=C"]
        var cArguments = arguments.map { strdup($0) } + [nil]
        var cEnvironment = environment.map { strdup($0) } + [nil]
        defer { for pointer in cArguments + cEnvironment { free(pointer) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/bin/sh", &actions, &attributes, &cArguments, &cEnvironment) == 0 else {
            close(writeEnd)
            return nil
        }
        // Reaped by the kernel's init once this process is gone; never waited for here.
        return (pid, writeEnd)
    }

    /// Kills every process that carries the marker of a build that is no longer running, as
    /// a build killed before its watchdog could act leaves them, and returns their ids. Linux
    /// only: macOS does not let a process read another's environment.
    package static func stopProcessesOfEndedBuilds() -> [pid_t] {
        #if os(Linux)
            var stopped: [pid_t] = []
            let needle = Array("\(markerName)=".utf8)
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
                guard let pid = pid_t(entry), pid != getpid(),
                    let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ"),
                    let variable = environment.split(separator: 0).first(where: { $0.starts(with: needle) })
                else { continue }
                let fields = String(decoding: variable.dropFirst(needle.count), as: UTF8.self).split(separator: "-")
                guard fields.count >= 2, let build = pid_t(fields[0]), let started = UInt64(fields[1]) else { continue }
                if startTime(of: build) != started, kill(pid, SIGKILL) == 0 { stopped.append(pid) }
            }
            return stopped.sorted()
        #else
            return []
        #endif
    }

    /// When process `pid` started, in the kernel's clock ticks since boot (Linux); `nil` when
    /// it is not running. With the id, it names one process even after the id is reused.
    static func startTime(of pid: pid_t) -> UInt64? {
        #if os(Linux)
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
                let close = data.lastIndex(of: UInt8(ascii: ")"))
            else { return nil }
            // After the command's closing parenthesis come fields 3, 4, ...; the start time is 22.
            let fields = data[(close + 1)...].split(separator: UInt8(ascii: " "))
            return fields.count > 19 ? UInt64(String(decoding: fields[19], as: UTF8.self)) : nil
        #else
            return isRunning(pid) ? 0 : nil
        #endif
    }
}
