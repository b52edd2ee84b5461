// expect: compile-error
/// A class mediator with mutable state, called from concurrent child tasks.
final class SignalBox {
    var requests = 0
    func request(_ block: Int, for train: String) { requests += 1 }
}

let box = SignalBox()
await withTaskGroup(of: Void.self) { group in
    for train in ["2H14", "1A03"] {
        group.addTask {
            box.request(1, for: train)
        }
    }
}
