/// Anything that can be rebuilt from one line of a saved timetable.
protocol Restorable {
    init(record: String)
}

// snippet.types
class Carriage: Restorable, CustomStringConvertible {
    let number: Int

    required init(record: String) {
        number = Int(record) ?? 0
    }

    var description: String { "carriage \(number)" }
}

final class SleeperCarriage: Carriage {
    let cabins: Int

    init(number: Int, cabins: Int) {
        self.cabins = cabins
        super.init(record: String(number))
    }

    /// Declaring `init(number:cabins:)` cost the inherited initializers, so the
    /// required one is written again. `required` has to be repeated too.
    required init(record: String) {
        cabins = 10
        super.init(record: record)
    }

    override var description: String { "sleeper \(number) with \(cabins) cabins" }
}
// snippet.end

// snippet.restore
func restore<Entry: Restorable>(_ records: [String], as type: Entry.Type) -> [Entry] {
    records.map { type.init(record: $0) }
}

let kind: Carriage.Type = SleeperCarriage.self  // chosen at run time, say from a file header
for carriage in restore(["7", "8"], as: kind) {
    print(carriage)
}
// snippet.end
