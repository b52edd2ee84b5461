// expect: compile-error
/// Anything that can be rebuilt from one line of a saved timetable.
protocol Restorable {
    init(record: String)
}

class Carriage: Restorable {
    let number: Int

    init(record: String) {          // fine for Carriage, but what about its subclasses?
        number = Int(record) ?? 0
    }
}
