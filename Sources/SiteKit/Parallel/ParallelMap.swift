import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on every core, results in the original order;
    /// for synchronous work such as reading and parsing files.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }

    /// `transform` applied to every element on up to `width` tasks at once, results in the
    /// original order: the order of pages must not depend on which finished first.
    func concurrentMap<Result: Sendable>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) async -> Result
    ) async -> [Result] {
        // A transform that cannot throw makes the throwing map below never throw.
        do {
            return try await concurrentMap(width: width) { element throws in await transform(element) }
        } catch {
            preconditionFailure("a non-throwing transform threw \(error)")
        }
    }

    /// `transform` applied to every element on up to `width` tasks at once, results in the
    /// original order; the first error cancels the rest and is rethrown.
    func concurrentMap<Result: Sendable>(
        width: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ transform: @escaping @Sendable (Element) async throws -> Result
    ) async throws -> [Result] {
        // Elements are handed out in runs, about sixteen per task at once: a task started per
        // element of thousands of small ones (a page kept as it is) costs more than the work,
        // and sixteen runs each still keep the tasks evenly busy when elements differ.
        let width = Swift.max(1, width)
        let runLength = Swift.max(1, count / (width * 16))
        let runs = stride(from: 0, to: count, by: runLength).map { $0..<Swift.min($0 + runLength, count) }
        var results = [Result?](repeating: nil, count: count)
        try await withThrowingTaskGroup(of: (Range<Int>, [Result]).self) { group in
            var next = 0
            func startRun() {
                let run = runs[next]
                next += 1
                group.addTask {
                    var mapped: [Result] = []
                    mapped.reserveCapacity(run.count)
                    for index in run { mapped.append(try await transform(self[index])) }
                    return (run, mapped)
                }
            }
            while next < Swift.min(width, runs.count) { startRun() }
            for try await (run, mapped) in group {
                for (index, result) in zip(run, mapped) { results[index] = result }
                if next < runs.count { startRun() }
            }
        }
        return results.map { $0! }
    }
}
