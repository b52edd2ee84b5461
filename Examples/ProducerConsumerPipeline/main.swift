// snippet.hide
import Foundation

// snippet.show
// snippet.types
/// One parsed line of a greenhouse sensor log.
struct Reading: Sendable {
    let sensor: String
    let celsius: Double

    /// "sensor,celsius"; anything else is not a reading.
    init?(line: String) {
        let fields = line.split(separator: ",")
        guard fields.count == 2, let value = Double(fields[1]) else { return nil }
        sensor = String(fields[0])
        celsius = value
    }
}

/// The producer: reads lines from a device and yields them as they arrive.
struct SensorPort: Sendable {
    let lines: [String]

    func pump(into sink: AsyncStream<String>.Continuation) async {
        for line in lines { sink.yield(line) }
        sink.finish()  // without it the consumer would wait for ever
    }
}

/// A filter with state: the mean of the last `size` values.
struct MovingAverage {
    let size: Int
    private var window: [Double] = []

    init(size: Int) { self.size = size }

    mutating func add(_ value: Double) -> Double? {
        window.append(value)
        if window.count > size { window.removeFirst() }
        return window.count == size ? window.reduce(0, +) / Double(size) : nil
    }
}
// snippet.end

// snippet.pipeline
let port = SensorPort(lines: [
    "bench,21.0", "roof,17.5", "bench,21.6", "bench,#ERR", "bench,22.2", "roof,18.1", "bench,23.4",
])
let (raw, sink) = AsyncStream.makeStream(of: String.self)

await withTaskGroup(of: Void.self) { group in
    group.addTask { await port.pump(into: sink) }  // producer, concurrently

    let bench = raw                           // pipe: each stage is an AsyncSequence
        .compactMap(Reading.init(line:))      // filter: drop what does not parse
        .filter { $0.sensor == "bench" }      // filter: one sensor
        .map(\.celsius)                       // transform

    var average = MovingAverage(size: 3)      // consumer, here
    for await celsius in bench {
        let smoothed = average.add(celsius).map { String(format: "%.2f", $0) } ?? "warming up"
        print("bench \(celsius) -> \(smoothed)")
    }
}
print("pipeline finished")
// snippet.end
