// expect: compile-error
class Carriage {
    let number: Int
    init(number: Int) { self.number = number }
}

final class DiningCarriage: Carriage {
    let tables: Int

    init(number: Int, tables: Int) {
        self.tables = tables
        super.init(number: number)
    }

    convenience init(bistroNumber: Int) {
        super.init(number: bistroNumber)  // a convenience init may only delegate across
    }
}
