struct Probe {
    var plain = Readings() {
        didSet { print("  plain changed: \(plain.count)") }
    }
    var compared = Readings() {
        didSet { print("  compared: \(oldValue.count) → \(compared.count)") }
    }
    var announced = Readings() {
        willSet { print("  announced: \(newValue.count) coming") }
    }
}

var probe = Probe()
for reading in 1...3 {
    print("append \(reading)")
    probe.plain.append(reading)
    probe.compared.append(reading)
    probe.announced.append(reading)
}
