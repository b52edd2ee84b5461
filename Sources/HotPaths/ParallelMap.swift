import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `transform` applied to every element on every core, results in the original order;
    /// for synchronous work such as reading and parsing files.
    package func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Mutex([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            results.withLock { $0[index] = result }
        }
        return results.withLock { $0.map { $0! } }
    }
}
