// expect: compile-error
// setting: default-isolation MainActor
// setting: upcoming-feature NonisolatedNonsendingByDefault
// setting: upcoming-feature InferIsolatedConformances
// snippet.link
/// The same link, marked `nonisolated` in an app target: not on the main actor, not Sendable.
nonisolated final class Step {
    let name: String
    var next: Step?
    init(_ name: String, next: Step? = nil) {
        self.name = name
        self.next = next
    }
    func describe() -> String {
        name + (next.map { " -> " + $0.describe() } ?? "")
    }
}
// snippet.end

// snippet.send
/// Allowed: the chain is built here and nothing else refers to it, so it
/// is a disconnected region that can be sent to another task (SE-0414).
func handOver() async {
    let chain = Step("sort", next: Step("weigh", next: Step("label")))
    let task = Task.detached { print(chain.describe()) }
    await task.value
}
// snippet.end

// snippet.share
/// Refused: after sending the chain, this task keeps using it, so both
/// tasks would share one mutable chain.
func share() async {
    let chain = Step("sort", next: Step("weigh", next: Step("label")))
    let task = Task.detached { print(chain.describe()) }
    chain.next = nil
    await task.value
}
// snippet.end

// snippet.parameter
/// Refused: a parameter belongs to the caller, who may still hold the chain.
func handOn(_ chain: Step) async {
    let task = Task.detached { print(chain.describe()) }
    await task.value
}
// snippet.end

// snippet.stored
/// Refused: a chain stored in a main-actor object is reachable from every main-actor method.
@MainActor
final class SortingDesk {
    var chain = Step("sort", next: Step("label"))
    func runElsewhere() async {
        let chain = self.chain
        let task = Task.detached { print(chain.describe()) }
        await task.value
    }
}
// snippet.end
