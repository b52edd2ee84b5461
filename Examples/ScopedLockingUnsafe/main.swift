// expect: compile-error
/// Request counts kept in a plain class: fine on one thread, a data race on several.
final class RequestStats {
    private var byPath: [String: Int] = [:]
    func record(_ path: String) { byPath[path, default: 0] += 1 }
    var report: [String] { byPath.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" } }
}

func serve(_ paths: [String], stats: RequestStats) async {
    await withTaskGroup(of: Void.self) { group in
        for path in paths {
            group.addTask { stats.record(path) }  // each child touches the same dictionary
        }
    }
}

let stats = RequestStats()
await serve(["/menu"], stats: stats)  // one request: no second child to race with
print(stats.report)
