import Foundation

// snippet.setup
extension Notification.Name {
    static let documentDidChange = Notification.Name("DemoDocumentDidChange")
}

let center = NotificationCenter()
let queue = NotificationQueue(notificationCenter: center)
let token = center.addObserver(forName: .documentDidChange, object: nil, queue: nil) {
    _ in
    print("handler: saving the document")
}
// snippet.end

// snippet.enqueue
@MainActor func edit(times: Int, coalesce: NotificationQueue.NotificationCoalescing) {
    for number in 1...times {
        print("edit \(number): enqueue")
        queue.enqueue(Notification(name: .documentDidChange), postingStyle: .whenIdle,
                      coalesceMask: coalesce, forModes: nil)
    }
    print("edits done, nothing delivered yet")
    // Queued notifications go out only when the run loop runs. One pass, no waiting.
    _ = RunLoop.current.run(mode: .default, before: .distantPast)
    print("after one run loop pass")
}
// snippet.end

// snippet.main
print("-- coalescing on name")
edit(times: 3, coalesce: [.onName])
print("-- no coalescing")
edit(times: 3, coalesce: [])
center.removeObserver(token)
// snippet.end
