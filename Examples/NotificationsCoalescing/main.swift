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
    // `.whenIdle` posts when the run loop is idle: about to wait for input. A timer gives
    // this one pass something to wait for, a twentieth of a second at most.
    RunLoop.current.add(Timer(timeInterval: 0.05, repeats: false) { _ in }, forMode: .default)
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
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
