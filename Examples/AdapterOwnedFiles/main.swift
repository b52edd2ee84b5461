// snippet.hide
import Foundation
// snippet.show
// snippet.memory
/// What the tests use: no disk, nothing to clean up, and fast.
final class MemoryRouteLibrary: RouteLibrary {
    private var routes: [String: String] = [:]

    func savedRoutes() throws -> [String] { routes.keys.sorted() }
    func save(_ gpx: String, as name: String) throws { routes[name] = gpx }
}
// snippet.end

// snippet.main
let folder = FileManager.default.temporaryDirectory
    .appending(path: "ride-club-routes-\(UUID().uuidString)")
let libraries: [(String, any RouteLibrary)] = [
    ("folder", FolderRouteLibrary(folder: folder)),
    ("memory", MemoryRouteLibrary()),
]

for (label, library) in libraries {
    let screen = OfflineRoutes(library: library)
    print("\(label): \(try screen.summary())")
    try screen.download(["Reservoir Climb", "Coast Loop"])
    print("\(label): \(try screen.summary())")
}
try FileManager.default.removeItem(at: folder)
// snippet.end
