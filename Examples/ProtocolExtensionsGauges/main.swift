// snippet.protocol
/// Anything in the greenhouse that can be read as one number.
protocol Gauge {
    var bed: String { get }
    func sample() -> Double
    // Requirements that the extension gives defaults for:
    var unit: String { get }
    func needsAttention(_ value: Double) -> Bool
}

extension Gauge {
    // Defaults: a conforming type may leave these out, or write its own.
    var unit: String { "" }
    func needsAttention(_ value: Double) -> Bool { false }

    // Not requirements: methods every gauge gets, built from the requirements.
    func statusLine() -> String {
        let value = sample()
        let flag = needsAttention(value) ? "  << check" : ""
        return "\(bed): \(value)\(unit.isEmpty ? "" : " " + unit)\(flag)"
    }

    func isFine() -> Bool { !needsAttention(sample()) }
}
// snippet.end

// snippet.types
struct SoilProbe: Gauge {
    let bed: String
    let moisture: Double
    func sample() -> Double { moisture }
    var unit: String { "%" }
    func needsAttention(_ value: Double) -> Bool { value < 20 }
}

struct AirThermometer: Gauge {
    let bed: String
    let celsius: Double
    func sample() -> Double { celsius }
    var unit: String { "°C" }
    func needsAttention(_ value: Double) -> Bool { value < 5 || value > 35 }
}

/// Two requirements written, two defaults taken.
struct VentCounter: Gauge {
    let bed: String
    let openings: Int
    func sample() -> Double { Double(openings) }
}
// snippet.end

// snippet.run
let gauges: [any Gauge] = [
    SoilProbe(bed: "Tomatoes", moisture: 14),
    AirThermometer(bed: "Seedlings", celsius: 4.5),
    VentCounter(bed: "Roof", openings: 3),
]
for gauge in gauges {
    print(gauge.statusLine())
}
print("All fine: \(gauges.allSatisfy { $0.isFine() })")
// snippet.end
