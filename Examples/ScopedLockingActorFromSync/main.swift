// expect: compile-error
/// The same counts kept by an actor.
actor RequestStats {
    private var byPath: [String: Int] = [:]
    func record(_ path: String) { byPath[path, default: 0] += 1 }
}

/// A server library calls this synchronously and wants the status code back at once.
func handle(_ path: String, stats: RequestStats) -> Int {
    stats.record(path)
    return path == "/missing" ? 404 : 200
}
