// setting: default-isolation MainActor
/// A shared upload that is mutable and not `Sendable`, kept in a `static let`. In a module
/// that defaults to the main actor, the class and its `shared` are main-actor isolated.
final class ChunkedUpload {
    static let shared = ChunkedUpload()
    private(set) var chunksSent = 0
    func sendChunk() { chunksSent += 1 }
}

ChunkedUpload.shared.sendChunk()
ChunkedUpload.shared.sendChunk()
print("chunks sent through the shared upload: \(ChunkedUpload.shared.chunksSent)")
