// snippet.types
struct SoilProbe {
    let bed: String
    let moisture: Double

    func statusLine() -> String {
        let flag = moisture < 20 ? "  << check" : ""
        return "\(bed): \(moisture) %\(flag)"
    }
}

struct AirThermometer {
    let bed: String
    let celsius: Double

    // Copied from SoilProbe, then edited: the alarm flag got lost on the way.
    func statusLine() -> String {
        "\(bed): \(celsius) °C"
    }
}
// snippet.end

// snippet.run
print(SoilProbe(bed: "Tomatoes", moisture: 14).statusLine())
print(AirThermometer(bed: "Seedlings", celsius: 4.5).statusLine())
// snippet.end
