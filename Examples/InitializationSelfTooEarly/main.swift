// expect: compile-error
final class Carriage {
    let number: Int
    let label: String

    init(number: Int) {
        self.number = number
        // `label` is not set yet, so `self` is not a whole object: no method calls.
        label = makeLabel()
    }

    func makeLabel() -> String { "Carriage \(number)" }
}
