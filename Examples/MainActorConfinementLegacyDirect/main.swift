// expect: compile-error
@MainActor
final class PrintQueueScreen {
    private(set) var message = "ready"
    func printed(_ copies: Int) { message = "printed \(copies) labels" }
}

/// An SDK's completion handler: documented to run on the main queue,
/// typed as a plain closure that may run anywhere.
func printLabel(_ label: String, completion: @escaping @Sendable (Int) -> Void) {
    completion(label.count)
}

func printParcel(on screen: PrintQueueScreen) {
    printLabel("PARCEL-0042") { copies in
        screen.printed(copies)  // nonisolated closure, main-actor method
    }
}
