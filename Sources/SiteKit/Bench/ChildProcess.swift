import Foundation

/// Runs a program to its end, its output thrown away, and measures it from outside: wall
/// time and peak memory as the kernel reports it for that child (`wait4`'s rusage).
/// Used by the benchmark for every contender alike.
public struct ChildProcess: Sendable {
    public struct Measurement: Sendable {
        public var seconds: Double
        /// Peak resident set size, KiB, of the child (and of any of its own children, which
        /// the kernel folds in once they are waited for).
        public var peakMemoryKiB: Int
        public var status: Int32
        public var succeeded: Bool { status == 0 }
    }

    public var executable: String
    public var arguments: [String]
    /// Where standard output goes (default: `/dev/null`).
    public var standardOutput = "/dev/null"

    public init(_ executable: String, _ arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    public func run() throws -> Measurement {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BuildFailure([
                Diagnostic(file: executable, message: "could not start \(executable): error \(spawned)")
            ])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let seconds = (clock.now - start).seconds
        // WIFEXITED / WEXITSTATUS, which Swift does not import as macros.
        let exited = status & 0x7F == 0
        return Measurement(
            seconds: seconds, peakMemoryKiB: Int(usage.ru_maxrss),
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }

    /// The full path of `command` on `PATH`, or `nil` when it is not installed.
    public static func find(_ command: String) -> String? {
        let resolved = ExampleBuilder.resolve(command)
        return resolved.contains("/") && FileManager.default.isExecutableFile(atPath: resolved) ? resolved : nil
    }
}
