/// Removes the stack trace the Swift runtime prints after a fatal error in a debug build.
///
/// Its addresses change on every run (address space layout randomisation), so keeping it
/// would make every crashing example nondeterministic; the error message above it, which is
/// what a reader needs, is kept. (`SWIFT_BACKTRACE=enable=no` turns off the newer
/// backtracer, not this older trace.)
enum StackTraceFilter {
    static func removingStackTraces(from stderr: String) -> String {
        guard stderr.contains("Current stack trace:") else { return stderr }
        var kept: [Substring] = []
        var inTrace = false
        for line in stderr.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Current stack trace:" {
                inTrace = true
                continue
            }
            if inTrace, line.wholeMatch(of: /\d+\s+\S+\s+0x[0-9a-f]+ .*/) != nil {
                continue
            }
            inTrace = false
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}
