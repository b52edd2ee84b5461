/// Thumbnails fetched once per name at a time: callers who ask while a fetch is under way
/// wait for that fetch instead of starting their own.
actor ThumbnailLoader {
    private let server: ImageServer
    private var inFlight: [String: Task<String, any Error>] = [:]
    private(set) var requests = 0

    init(server: ImageServer) { self.server = server }

    func thumbnail(_ name: String) async throws -> String {
        requests += 1
        if let flight = inFlight[name] {  // join the fetch under way
            return try await flight.value
        }
        let flight = Task {  // isolated to this actor, like the method that makes it
            defer { inFlight[name] = nil }  // success or failure, the next caller starts afresh
            return try await server.fetch(name)
        }
        inFlight[name] = flight  // stored before the first await: no caller can miss it
        return try await flight.value
    }
}
