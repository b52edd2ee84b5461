struct Rider {
    let first: String
    let last: String
    let rides: Int
    let optedOut: Bool
}

let riders = [
    Rider(first: "Ines", last: "Ortega", rides: 0, optedOut: true),
    Rider(first: "Kofi", last: "Mensah", rides: 12, optedOut: false),
    Rider(first: "Mei", last: "Tanaka", rides: 27, optedOut: false),
    Rider(first: "Ravi", last: "Bose", rides: 41, optedOut: false),
    Rider(first: "Lena", last: "Falk", rides: 0, optedOut: false),
]
