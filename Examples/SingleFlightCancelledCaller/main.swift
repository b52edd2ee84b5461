// snippet.run
let clock = ManualClock()
let server = ImageServer(clock: clock)
let loader = ThumbnailLoader(server: server)

let scrolledAway = Task { try await loader.thumbnail("harbour") }
let onScreen = Task { try await loader.thumbnail("harbour") }
while await loader.requests < 2 { await Task.yield() }
await clock.waitForSleepers(1)

scrolledAway.cancel()  // its cell left the screen while the fetch was under way
clock.advanceToNextDeadline()
print("cancelled caller: \(await scrolledAway.result)")
print("other caller:     \(await onScreen.result)")
print("fetches from the server: \(server.fetches)")
// snippet.end
