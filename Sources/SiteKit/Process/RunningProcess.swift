#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program `ProcessRunner` has started and not finished with, as a `whileRunning` closure
/// sees it.
package struct RunningProcess: Sendable {
    /// Its process id, to send it a signal.
    package let processID: pid_t
    let capture: OutputCapture?

    /// What it has printed on standard output so far (nothing when its output is discarded).
    package var standardOutput: String { capture?.standardOutput ?? "" }
}
