// snippet.hide
import Foundation

// snippet.show
/// Runs `body` with a fresh folder under the system's temporary directory, and deletes the
/// folder afterwards whatever happens.
func withScratchFolder(_ body: (URL) throws -> Void) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("bundles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
    return folder
}
