// expect: compile-error
class Carriage {
    let number: Int
    init(number: Int) { self.number = number }
    func reserve(seat: Int) { print("carriage \(number): seat \(seat) reserved") }
}

final class DiningCarriage: Carriage {
    let tables: Int

    init(number: Int, tables: Int) {
        self.tables = tables
        reserve(seat: 1)            // the Carriage part does not exist yet
        super.init(number: number)
    }

    init(bistroNumber: Int) {
        super.init(number: bistroNumber)  // `tables` was never set
    }
}
