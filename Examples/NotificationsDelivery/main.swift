import Foundation

extension Notification.Name {
    static let homeInverterDidTrip = Notification.Name("HomeInverterDidTrip")
}

/// Names the operation queue the caller is running on, if any.
func currentQueueName() -> String { OperationQueue.current?.name ?? "no operation queue" }

let center = NotificationCenter()
// snippet.queues
let inverterQueue = OperationQueue()
inverterQueue.name = "inverter"
let alarmQueue = OperationQueue()
alarmQueue.name = "alarm"

let logToken = center.addObserver(forName: .homeInverterDidTrip, object: nil,
                                  queue: nil) { _ in
    print("  log handler runs on: \(currentQueueName())")
}
let alarmToken = center.addObserver(forName: .homeInverterDidTrip, object: nil,
                                    queue: alarmQueue) { _ in
    print("  alarm handler runs on: \(currentQueueName())")
}
// snippet.end

// snippet.post
inverterQueue.addOperation {
    print("poster runs on: \(currentQueueName())")
    center.post(name: .homeInverterDidTrip, object: nil)
    print("post returned")
}
inverterQueue.waitUntilAllOperationsAreFinished()
center.removeObserver(logToken)
center.removeObserver(alarmToken)
// snippet.end
