import Dispatch

// snippet.sdk
/// An older SDK, written before Swift concurrency. Its documentation promises
/// to call `completion` on the main queue; its types say nothing of the kind.
final class LabelPrinter: Sendable {
    let callsBackOnMain: Bool

    init(callsBackOnMain: Bool) { self.callsBackOnMain = callsBackOnMain }

    func print(_ label: String, completion: @escaping @Sendable (Int) -> Void) {
        DispatchQueue.global().async {
            let copies = label.count
            let queue = self.callsBackOnMain ? DispatchQueue.main : DispatchQueue.global()
            queue.async { completion(copies) }
        }
    }
}
// snippet.end

// snippet.screen
@MainActor
final class PrintQueueScreen {
    private(set) var message = "ready"

    func printed(_ copies: Int) {
        message = "printed \(copies) labels"
        Swift.print("screen: \(message)")
    }
}
// snippet.end

// snippet.bridge
/// The callback is nonisolated as far as the compiler knows. `assumeIsolated`
/// checks at run time that it really is on the main actor, then lets it
/// call main-actor code synchronously; if it is not, the program stops.
func printLabel(_ label: String, with printer: LabelPrinter, on screen: PrintQueueScreen) async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        printer.print(label) { copies in
            MainActor.assumeIsolated { screen.printed(copies) }
            done.resume()
        }
    }
}
// snippet.end

// snippet.use
let screen = PrintQueueScreen()
await printLabel("PARCEL-0042", with: LabelPrinter(callsBackOnMain: true), on: screen)
print("an SDK that breaks its promise:")
await printLabel("PARCEL-0043", with: LabelPrinter(callsBackOnMain: false), on: screen)
// snippet.end
