// snippet.hide
import Foundation
// snippet.show
/// The async façade's encoder as written above, with no isolation mark...
struct AudioEncoder: Sendable {
    func encode(_ name: String) async -> String {
        print("AudioEncoder on the main thread: \(onMainThread())")
        return "\(name).m4a"
    }
}

/// ...and one that asks to run off any actor, on the concurrent pool.
nonisolated struct ConcurrentEncoder: Sendable {
    @concurrent func encode(_ name: String) async -> String {
        print("ConcurrentEncoder on the main thread: \(onMainThread())")
        return "\(name).m4a"
    }
}

nonisolated func onMainThread() -> Bool { Thread.isMainThread }

_ = await AudioEncoder().encode("ep12")
_ = await ConcurrentEncoder().encode("ep12")
