// expect: compile-error
// The frame counter again, but @Sendable: callable from any thread at once.
func makeSharedFrameCounter() -> @Sendable () -> Int {
    var frames = 0
    return {
        frames += 1
        return frames
    }
}

// Only reading a captured var is refused as well.
func reportLater(frames: Int) -> @Sendable () -> String {
    var total = frames
    total += 1
    return { "\(total) frames" }
}
