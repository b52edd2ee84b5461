import Foundation

/// The only type in the app that talks to FileManager.
struct FolderRouteLibrary: RouteLibrary {
    let folder: URL

    func savedRoutes() throws -> [String] {
        // Before the first download there is no folder: that means no routes,
        // not an error for the caller to handle.
        guard FileManager.default.fileExists(atPath: folder.path(percentEncoded: false))
        else { return [] }
        return try FileManager.default
            .contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "gpx" }
            .map { $0.deletingPathExtension().lastPathComponent }
            .sorted()
    }

    func save(_ gpx: String, as name: String) throws {
        try FileManager.default.createDirectory(
            at: folder, withIntermediateDirectories: true)
        let file = folder.appending(path: name).appendingPathExtension("gpx")
        try Data(gpx.utf8).write(to: file)
    }
}
