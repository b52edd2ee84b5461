// snippet.probe
enum ProbeError: Error {
    case disconnected(String)
}

actor SoilProbe {
    let bed: String
    private var samples: [Int]

    init(bed: String, samples: [Int]) {
        self.bed = bed
        self.samples = samples
    }

    func nextSample() throws(ProbeError) -> Int {
        guard !samples.isEmpty else { throw .disconnected(bed) }
        return samples.removeFirst()
    }
}
// snippet.end

// snippet.property
struct Bed {
    let probe: SoilProbe

    // A read-only property whose getter may suspend and throw.
    var moisture: Int {
        get async throws(ProbeError) {
            try await probe.nextSample()
        }
    }
}
// snippet.end

// snippet.main
let bed = Bed(probe: SoilProbe(bed: "lettuce", samples: [41, 38]))
for _ in 1...3 {
    do {
        print("moisture \(try await bed.moisture)%")
    } catch {
        print("no reading: \(error)")
    }
}
// snippet.end
