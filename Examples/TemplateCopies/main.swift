struct Donor {
    let title: String
    let first: String
    let last: String
    let donation: Int
    let optedOut: Bool
}

let donors = [
    Donor(title: "Ms", first: "Anne", last: "Jones", donation: 0, optedOut: true),
    Donor(title: "Mr", first: "Bob", last: "Smith", donation: 100, optedOut: false),
    Donor(title: "Dr", first: "Alice", last: "Doe", donation: 200, optedOut: false),
    Donor(title: "Prof", first: "Joe", last: "Davis", donation: 320, optedOut: false),
    Donor(title: "Mx", first: "Sam", last: "Lee", donation: 0, optedOut: false),
]

// snippet.copies
func thankTopDonors(_ donors: [Donor]) {
    let eligible = donors.filter { !$0.optedOut }  // added after a complaint
    let givers = eligible.filter { $0.donation > 0 }
    let sorted = givers.sorted { $0.donation > $1.donation }
    for donor in sorted.prefix(2) {
        print("Dear \(donor.title). \(donor.last), thank you for $\(donor.donation).")
    }
}

// Copied from thankTopDonors before the complaint, then edited.
func remindLapsedDonors(_ donors: [Donor]) {
    let lapsed = donors.filter { $0.donation == 0 }
    let sorted = lapsed.sorted { $0.last < $1.last }
    for donor in sorted.prefix(2) {
        print("Dear \(donor.first), we miss you.")
    }
}
// snippet.end

print("Thank-you letters:")
thankTopDonors(donors)
print("Reminder letters:")
remindLapsedDonors(donors)
