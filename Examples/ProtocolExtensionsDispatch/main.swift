// setting: optimize
// snippet.types
protocol Gauge {
    var unit: String { get }          // a requirement, with a default below
}

extension Gauge {
    var unit: String { "" }
    func kind() -> String { "gauge" } // not a requirement
}

struct RainGauge: Gauge {
    var unit: String { "mm" }           // witnesses the requirement
    func kind() -> String { "rain gauge" } // only shares the extension method's name
}
// snippet.end

// snippet.callers
func inGeneric<G: Gauge>(_ gauge: G) -> String {
    "kind: \(gauge.kind()), unit: \(gauge.unit)"
}

func inOpaque(_ gauge: some Gauge) -> String {
    "kind: \(gauge.kind()), unit: \(gauge.unit)"
}

func inExistential(_ gauge: any Gauge) -> String {
    "kind: \(gauge.kind()), unit: \(gauge.unit)"
}

let rain = RainGauge()
print("RainGauge      kind: \(rain.kind()), unit: \(rain.unit)")
print("<G: Gauge>     \(inGeneric(rain))")
print("some Gauge     \(inOpaque(rain))")
print("any Gauge      \(inExistential(rain))")
// snippet.end
