// expect: compile-error
class Carriage {
    let number: Int
    init(number: Int) { self.number = number }
}

final class DiningCarriage: Carriage {
    let tables: Int

    init(number: Int, tables: Int) {
        super.init(number: number)  // `tables` was never set
    }
}
