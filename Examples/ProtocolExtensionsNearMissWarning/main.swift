// expect: compile-warning

// snippet.hide
protocol Gauge {
    var bed: String { get }
    func sample() -> Double
    func needsAttention(_ value: Double) -> Bool
}

extension Gauge {
    func needsAttention(_ value: Double) -> Bool { false }
}

// snippet.show
// snippet.probes
struct FrostProbe {
    let bed: String
    let celsius: Double
}

extension FrostProbe: Gauge {
    func sample() -> Double { celsius }
    func needsAttention(_ value: Int) -> Bool { value < 2 }
}

struct HeatProbe {
    let bed: String
    let celsius: Double
}

extension HeatProbe: Gauge {
    func sample() -> Double { celsius }
    func needsAttention(value: Double) -> Bool { value > 30 }
}
// snippet.end
