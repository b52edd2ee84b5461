// snippet.hide
import Foundation

// snippet.show
/// Unmarked: in an app target, the enum and its synthesised conformances are on the main actor.
enum DownloadState: Equatable, Codable {
    case idle
    case paused(received: Int)
}

/// Saves a state away from the main actor.
@concurrent func saveInBackground(_ state: DownloadState) async throws -> String {
    if state == .idle { return "nothing to save" }
    let data = try JSONEncoder().encode(state)
    return String(decoding: data, as: UTF8.self)
}

print(try await saveInBackground(.paused(received: 100)))
