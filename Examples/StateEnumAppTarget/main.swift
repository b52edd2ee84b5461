// snippet.hide
import Foundation

// snippet.show
/// The chapter's state enum, now `Equatable` and `Codable`, and nothing else.
enum DownloadState: Equatable, Codable {
    case idle
    case downloading(received: Int)
    case paused(received: Int)
    case finished
    case failed(reason: String, received: Int)
}

/// Work that runs off the main actor: a background save and a check.
nonisolated func save(_ state: DownloadState) throws -> String {
    String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
}

nonisolated func isFinished(_ state: DownloadState) -> Bool {
    state == .finished
}

let state = DownloadState.paused(received: 100)
print("saved:", try await Task.detached { try save(state) }.value)
print("finished:", await Task.detached { isFinished(state) }.value)
