// snippet.run
let clock = ManualClock()
let server = ImageServer(clock: clock, failures: 1)  // the first fetch fails
let loader = ThumbnailLoader(server: server)

func ask(_ cells: Int) async -> [String] {
    let asked = await loader.requests
    return await withTaskGroup(of: (Int, String).self) { group in
        for cell in 0..<cells {
            group.addTask {
                do { return (cell, try await loader.thumbnail("harbour")) } catch { return (cell, "\(error)") }
            }
        }
        while await loader.requests < asked + cells { await Task.yield() }
        await clock.waitForSleepers(1)
        clock.advanceToNextDeadline()
        var answers = [String](repeating: "", count: cells)
        for await (cell, answer) in group { answers[cell] = answer }
        return answers
    }
}

print("two cells, server busy: \(await ask(2))")
print("one cell, a moment later: \(await ask(1))")
print("fetches from the server: \(server.fetches)")
// snippet.end
