import Foundation
import Synchronization

extension Notification.Name {
    static let homeInverterDidTrip = Notification.Name("HomeInverterDidTrip")
}

/// Names the operation queue the caller is running on, if any.
func currentQueueName() -> String { OperationQueue.current?.name ?? "no operation queue" }

/// What the handlers did, printed sorted: the center promises no order among observers.
let ran = Mutex<[String]>([])

let center = NotificationCenter()
// snippet.queues
let inverterQueue = OperationQueue()
inverterQueue.name = "inverter"
let alarmQueue = OperationQueue()
alarmQueue.name = "alarm"

let logToken = center.addObserver(forName: .homeInverterDidTrip, object: nil,
                                  queue: nil) { _ in
    ran.withLock { $0.append("log handler ran on: \(currentQueueName())") }
}
let alarmToken = center.addObserver(forName: .homeInverterDidTrip, object: nil,
                                    queue: alarmQueue) { _ in
    ran.withLock { $0.append("alarm handler ran on: \(currentQueueName())") }
}
// snippet.end

// snippet.post
inverterQueue.addOperation {
    print("poster runs on: \(currentQueueName())")
    center.post(name: .homeInverterDidTrip, object: nil)
    print("post returned; by then:")
    for line in ran.withLock({ $0 }).sorted() { print("  \(line)") }
}
inverterQueue.waitUntilAllOperationsAreFinished()
center.removeObserver(logToken)
center.removeObserver(alarmToken)
// snippet.end
