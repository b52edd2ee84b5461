// snippet.hide
import Foundation
// snippet.show

// snippet.check
var failures = 0

@MainActor func expect<T: Equatable>(_ actual: T, _ expected: T, _ what: String) {
    if actual == expected {
        print("pass  \(what)")
    } else {
        failures += 1
        print("FAIL  \(what): got \(actual), expected \(expected)")
    }
}

@MainActor func makeSailing(seatsLeft: Int = 3) -> Sailing {
    Sailing(route: "Lymington to Yarmouth",
            departure: Date(timeIntervalSince1970: 1_779_957_000),  // 08:30 UTC
            farePence: 1_250, seatsLeft: seatsLeft)
}
// snippet.end

// snippet.tests
// No screen anywhere: set inputs, read outputs.
let sailing = makeSailing()
var vm = BookingViewModel(sailing: sailing)
let otherScreen = BookingViewModel(sailing: sailing)  // same sailing, another screen
expect(vm.title, "08:30 Lymington to Yarmouth", "title pads the hour")
expect(vm.canBook, false, "cannot book without a name")

vm.leadName = "   "
expect(vm.validationMessage, "Enter the lead passenger's name", "blank name rejected")

vm.leadName = "Ines"
vm.passengers = 4
expect(vm.totalText, "£50.00 for 4", "total is formatted in pounds")
expect(vm.validationMessage, "Only 3 seats left", "too many passengers")

vm.passengers = 3
vm.book()
expect(vm.seatsText, "Sold out", "booking every seat sells out")
expect(vm.leadName, "", "booking clears the form")
expect(otherScreen.seatsText, "Sold out", "another screen sees the same model")

vm = BookingViewModel(sailing: makeSailing(seatsLeft: 1))
expect(vm.seatsText, "Last seat", "one seat reads as last seat")

print(failures == 0 ? "all passed" : "\(failures) failed")
// snippet.end
