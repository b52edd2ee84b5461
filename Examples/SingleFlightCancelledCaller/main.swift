// snippet.run
let clock = ManualClock()
let server = ImageServer(clock: clock)
let loader = ThumbnailLoader(server: server)

let scrolledAway = Task { try await loader.thumbnail("harbour") }
await clock.waitForSleepers(1)  // its fetch has started: it is the caller that began the flight
let onScreen = Task { try await loader.thumbnail("harbour") }
while await loader.requests < 2 { await Task.yield() }  // the second caller has joined it

scrolledAway.cancel()  // its cell left the screen while the fetch was under way
clock.advanceToNextDeadline()
print("cancelled caller: \(await scrolledAway.result)")
print("other caller:     \(await onScreen.result)")
print("fetches from the server: \(server.fetches)")
// snippet.end
