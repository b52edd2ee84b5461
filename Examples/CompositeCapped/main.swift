struct Lamp {
    let name: String
    let watts: Int
}

enum Fixture {
    case lamp(Lamp)
    case group(String, [Fixture])
    indirect case capped(percent: Int, Fixture)  // its payload lives in a heap box

    /// The most power the fixture can draw: a cap scales down whatever it holds.
    var watts: Int {
        switch self {
        case .lamp(let lamp): lamp.watts
        case .group(_, let children): children.map(\.watts).reduce(0, +)
        case .capped(let percent, let inner): inner.watts * percent / 100
        }
    }
}

let wash = Fixture.group(
    "wash", [.lamp(Lamp(name: "wash L", watts: 750)), .lamp(Lamp(name: "wash R", watts: 750))])
let capped = Fixture.capped(percent: 60, wash)
let rig = Fixture.group("rig", [capped, .lamp(Lamp(name: "special", watts: 500))])

print("wash at full: \(wash.watts) W")
print("wash capped at 60%: \(capped.watts) W")
print("whole rig: \(rig.watts) W")
