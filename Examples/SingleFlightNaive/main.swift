// snippet.naive
/// Thumbnails, kept once fetched. Looks right; is not, under concurrency.
actor Thumbnails {
    private let server: ImageServer
    private var cache: [String: String] = [:]

    init(server: ImageServer) { self.server = server }

    func thumbnail(_ name: String) async throws -> String {
        if let cached = cache[name] { return cached }
        let image = try await server.fetch(name)  // the actor takes other calls here
        cache[name] = image
        return image
    }
}
// snippet.end

// snippet.run
let clock = ManualClock()
let server = ImageServer(clock: clock)
let thumbnails = Thumbnails(server: server)
let wanted = ["harbour", "harbour", "cliffs", "harbour"]  // four cells on screen

await withThrowingTaskGroup(of: Void.self) { group in
    for name in wanted {
        group.addTask { _ = try await thumbnails.thumbnail(name) }
    }
    await clock.waitForSleepers(4)  // every caller is waiting for the server
    clock.advanceToNextDeadline()
}
print("requests: \(wanted.count), fetches from the server: \(server.fetches)")
// snippet.end
