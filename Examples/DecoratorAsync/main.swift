let clock = ManualClock()

print("timer outside, retry inside:")
let timedRetries = Timed(
    base: Retrying(base: SubtitleServer(clock: clock, failures: 2), attempts: 3, clock: clock),
    clock: clock)
print("  got \(try await timedRetries.cues(for: "Thin Ice").count) cues")

print("retry outside, timer inside:")
let retriedTimings = Retrying(
    base: Timed(base: SubtitleServer(clock: clock, failures: 2), clock: clock),
    attempts: 3, clock: clock)
print("  got \(try await retriedTimings.cues(for: "Thin Ice").count) cues")
