import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few facts about files and this process that Linux and macOS spell differently.
package enum SystemInfo {
    /// The system and processor the examples ran on, as a caption names them: "Linux x86_64".
    static var platform: String {
        #if os(macOS)
            let system = "macOS"
        #elseif os(Linux)
            let system = "Linux"
        #else
            let system = "Unknown system"
        #endif
        #if arch(x86_64)
            return system + " x86_64"
        #elseif arch(arm64)
            return system + " arm64"
        #else
            return system
        #endif
    }

    /// A file's modification time in nanoseconds since 1970, from `stat`.
    static func modifiedNanoseconds(_ info: stat) -> Int {
        #if canImport(Darwin)
            Int(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int(info.st_mtimespec.tv_nsec)
        #else
            Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
        #endif
    }

    /// The event queue the preview's sockets wait on: kqueue on macOS, epoll on Linux.
    static func socketPool() -> some AsyncSocketPool {
        #if canImport(Darwin)
            .kQueue()
        #else
            .ePoll()
        #endif
    }

    /// How many files this process may have open at once (its soft `RLIMIT_NOFILE`), or nil
    /// when there is no limit.
    static var openFileLimit: Int? {
        var limit = rlimit()
        #if canImport(Darwin)
            let status = getrlimit(RLIMIT_NOFILE, &limit)
            let unlimited = RLIM_INFINITY
        #else
            let status = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
            let unlimited = rlim_t.max  // RLIM_INFINITY, which Swift cannot import
        #endif
        guard status == 0, limit.rlim_cur != unlimited else { return nil }
        return Int(clamping: limit.rlim_cur)
    }

    /// This process's resource usage so far (not its children's).
    static func ownUsage() -> rusage {
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
        #else
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #endif
        return usage
    }

    /// This process's peak resident set size in KiB (`ru_maxrss` is in bytes on macOS).
    package static func peakMemoryKiB() -> Int {
        #if canImport(Darwin)
            Int(ownUsage().ru_maxrss) / 1024
        #else
            // On Linux `ru_maxrss` also counts the peak of the process that started this one
            // with `posix_spawn` (a `vfork`: the kernel carries the parent's peak over the
            // `exec`), so a benchmark holding 300 MB saw 300 MB here; `VmHWM` is this
            // program's own.
            ownHighWaterMarkKiB() ?? Int(ownUsage().ru_maxrss)
        #endif
    }

    /// `VmHWM` from `/proc/self/status`, in KiB.
    private static func ownHighWaterMarkKiB() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return nil }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
    }

    /// The path of this executable: Foundation's answer, or (when it has none) Linux's
    /// `/proc/self/exe`; on macOS, the command line's first argument.
    static var executable: URL {
        if let url = Bundle.main.executableURL { return url }
        #if canImport(Darwin)
            return URL(fileURLWithPath: CommandLine.arguments[0])
        #else
            return URL(fileURLWithPath: "/proc/self/exe")
        #endif
    }
}
