// An apiary's inspection log, and a function that picks out the busy hives.
struct Inspection {
    let hive: String
    let framesOfBees: Int
}

let log = [
    Inspection(hive: "Linden", framesOfBees: 9),
    Inspection(hive: "Clover", framesOfBees: 4),
    Inspection(hive: "Heather", framesOfBees: 11),
]

// snippet.spelled
// The return type spells out every step of the body.
func busyHives(in log: [Inspection])
    -> LazyMapSequence<LazyFilterSequence<[Inspection]>, String> {
    log.lazy.filter { $0.framesOfBees >= 8 }.map(\.hive)
}
// snippet.end

let busy = busyHives(in: log)
print("Busy:", Array(busy))
print("Caller sees:", type(of: busy))
