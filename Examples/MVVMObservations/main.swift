// snippet.hide
import Foundation
import Observation
// snippet.show

// snippet.watch
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
@MainActor func watchTotal(of viewModel: BookingViewModel) async {
    let totals = Observations { viewModel.totalText }
    var next = totals.makeAsyncIterator()  // a view would write `for await`

    print("shows:", await next.next() ?? "")
    print("-- tap + twice")
    viewModel.passengers += 1
    viewModel.passengers += 1
    print("shows:", await next.next() ?? "")
    print("-- tap -")
    viewModel.passengers -= 1
    print("shows:", await next.next() ?? "")
}
// snippet.end

// snippet.main
let viewModel = BookingViewModel(sailing: Sailing(
    route: "Lymington to Yarmouth",
    departure: Date(timeIntervalSince1970: 1_779_957_000),
    farePence: 1_250, seatsLeft: 3))

if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
    await watchTotal(of: viewModel)
} else {
    print("Observations needs macOS 26 or iOS 26")
}
// snippet.end
