// snippet.protocol
protocol Gauge {
    var bed: String { get }
    func sample() -> Double
    func needsAttention(_ value: Double) -> Bool
}

extension Gauge {
    func needsAttention(_ value: Double) -> Bool { false }

    func statusLine() -> String {
        let value = sample()
        return "\(bed): \(value)\(needsAttention(value) ? "  << check" : "")"
    }
}
// snippet.end

// snippet.probe
struct FrostProbe: Gauge {
    let bed: String
    let celsius: Double
    func sample() -> Double { celsius }

    // Meant as the requirement, but takes an Int: a new overload instead.
    func needsAttention(_ value: Int) -> Bool { value < 2 }
}

print(FrostProbe(bed: "Lettuce", celsius: -1).statusLine())
// snippet.end
