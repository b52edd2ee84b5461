// snippet.hide
struct Inspection {
    let hive: String
    let framesOfBees: Int
}

let log = [
    Inspection(hive: "Linden", framesOfBees: 9),
    Inspection(hive: "Clover", framesOfBees: 4),
    Inspection(hive: "Heather", framesOfBees: 11),
]
// snippet.show
// snippet.some
// The problem's function, with its pipeline hidden but its element type public.
func busyHives(in log: [Inspection]) -> some Sequence<String> {
    log.lazy.filter { $0.framesOfBees >= 8 }.map(\.hive)
}
// snippet.end

// snippet.any
// Two different collection types, chosen by an argument: that needs a box.
func frameCounts(in log: [Inspection], sorted: Bool) -> any Collection<Int> {
    if sorted {
        return log.map(\.framesOfBees).sorted()
    }
    return log.lazy.map(\.framesOfBees)
}
// snippet.end

// snippet.use
for hive in busyHives(in: log) {
    print("Busy:", hive)
}
let counts = frameCounts(in: log, sorted: false)
print("Frames:", Array(counts), "total", counts.reduce(0, +))   // elements are known to be Int
print("Sorted:", Array(frameCounts(in: log, sorted: true)))
// snippet.end
