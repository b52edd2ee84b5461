// expect: compile-error
/// Not Sendable: a plain class with mutable state.
final class PlayQueue {
    var titles: [String] = []
}

func startPlayback() async {
    let queue = PlayQueue()
    queue.titles.append("Night Ferry")
    let player = Task { queue.titles.append("Harbour Lights") }   // sent to the task
    queue.titles.append("Paper Kites")                           // still used here
    await player.value
}
