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
