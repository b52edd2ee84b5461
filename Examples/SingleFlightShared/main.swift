// snippet.run
let clock = ManualClock()
let server = ImageServer(clock: clock)
let loader = ThumbnailLoader(server: server)
let wanted = ["harbour", "harbour", "cliffs", "harbour"]

let images = try await withThrowingTaskGroup(of: (Int, String).self) { group in
    for (cell, name) in wanted.enumerated() {
        group.addTask { (cell, try await loader.thumbnail(name)) }
    }
    while await loader.requests < wanted.count { await Task.yield() }  // all four have asked
    await clock.waitForSleepers(2)
    clock.advanceToNextDeadline()

    var images = [String](repeating: "", count: wanted.count)
    for try await (cell, image) in group { images[cell] = image }
    return images
}
for (cell, image) in images.enumerated() { print("cell \(cell): \(image)") }
print("requests: \(wanted.count), fetches from the server: \(server.fetches)")
// snippet.end
