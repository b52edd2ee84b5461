/// The same class as above: still not Sendable.
final class PlayQueue {
    var titles: [String] = []
}

func startPlayback() async -> [String] {
    let queue = PlayQueue()
    queue.titles.append("Night Ferry")
    let player = Task {                          // the queue is sent to the task...
        queue.titles.append("Harbour Lights")
        return queue.titles
    }
    return await player.value                    // ...and never touched here again
}

print("Played: \(await startPlayback())")
