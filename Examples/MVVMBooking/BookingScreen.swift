import Observation

// snippet.view
/// A text "view": it reads the view model and prints; it decides nothing.
/// - Role: View
@MainActor
final class BookingScreen {
    private let viewModel: BookingViewModel
    private var needsRender: Bool = true

    init(viewModel: BookingViewModel) { self.viewModel = viewModel }

    /// Called once per pass of the (simulated) run loop.
    func displayPass() {
        guard needsRender else { return }
        needsRender = false
        withObservationTracking {
            render()  // every property read in here is tracked
        } onChange: { [weak self] in
            // Fires once, before the new value is stored: mark, don't draw.
            MainActor.assumeIsolated {
                guard let self else { return }
                let vm = self.viewModel
                print("  onChange: still name \"\(vm.leadName)\", passengers \(vm.passengers)")
                self.needsRender = true
            }
        }
    }

    private func render() {
        let vm = viewModel
        print("| \(vm.title)  [\(vm.seatsText)]")
        print("| \(vm.totalText)  \(vm.canBook ? "[Book]" : "[book disabled]")")
        if let message = vm.validationMessage { print("| ! \(message)") }
    }
}
// snippet.end
