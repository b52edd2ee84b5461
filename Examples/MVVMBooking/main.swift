// snippet.hide
import Foundation
// snippet.show
let departure = Date(timeIntervalSince1970: 1_779_957_000) // fixed, not now
let viewModel = BookingViewModel(sailing: Sailing(
    route: "Lymington to Yarmouth", departure: departure,
    farePence: 1_250, seatsLeft: 3))
let screen = BookingScreen(viewModel: viewModel)

@MainActor func event(_ name: String, _ action: () -> Void) {
    print("-- \(name)")
    action()
    screen.displayPass()  // the run loop's next pass
}

screen.displayPass()
event("type a name") { viewModel.leadName = "Ines" }
event("tap + twice") { viewModel.passengers += 1; viewModel.passengers += 1 }
event("tap + again") { viewModel.passengers += 1 }
event("tap -") { viewModel.passengers -= 1 }
event("tap Book") { viewModel.book() }
