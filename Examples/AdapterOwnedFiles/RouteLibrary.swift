// snippet.protocol
/// What the app needs from storage, in the app's words: routes, by name.
/// No paths, no URLs, no FileManager.
protocol RouteLibrary {
    /// The names of the routes saved for offline use, sorted.
    func savedRoutes() throws -> [String]
    func save(_ gpx: String, as name: String) throws
}
// snippet.end

// snippet.client
/// The offline-routes screen's logic. It knows routes, not files.
struct OfflineRoutes {
    let library: any RouteLibrary

    func summary() throws -> String {
        let names = try library.savedRoutes()
        return names.isEmpty ? "no routes yet" : names.joined(separator: ", ")
    }

    func download(_ names: [String]) throws {
        for name in names {
            try library.save("<gpx><trk><name>\(name)</name></trk></gpx>", as: name)
        }
    }
}
// snippet.end
