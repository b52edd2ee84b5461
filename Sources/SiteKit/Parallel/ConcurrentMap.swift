import Foundation

extension Array where Element: Sendable {
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
        var results = [Result?](repeating: nil, count: count)
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            for _ in 0..<Swift.min(Swift.max(1, width), count) {
                let index = next
                group.addTask { (index, try await transform(self[index])) }
                next += 1
            }
            for try await (index, result) in group {
                results[index] = result
                if next < count {
                    let index = next
                    group.addTask { (index, try await transform(self[index])) }
                    next += 1
                }
            }
        }
        return results.map { $0! }
    }
}
