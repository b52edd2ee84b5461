final class Calculator {
    let name: String
    private(set) var total: Int
    init(name: String, total: Int = 0) {
        self.name = name
        self.total = total
    }
    func add(_ amount: Int) { total += amount }
    func subtract(_ amount: Int) { total -= amount }
    func multiply(_ factor: Int) { total *= factor }
}

// snippet.reference
// A method named through its type, with no instance: an "unapplied" reference.
let add = Calculator.add
print("Calculator.add has type \(type(of: add))")
let scratch = Calculator(name: "scratch")
add(scratch)(7)  // first pick the receiver, then pass the argument
print("scratch total after add(scratch)(7): \(scratch.total)")
// snippet.end

// snippet.step
/// One recorded call: the method, and the argument to pass it. No receiver yet.
struct Step {
    let method: (Calculator) -> (Int) -> Void
    let argument: Int

    func run(on calculator: Calculator) {
        method(calculator)(argument)
    }
}

let macro = [
    Step(method: Calculator.add, argument: 10),
    Step(method: Calculator.multiply, argument: 4),
    Step(method: Calculator.subtract, argument: 2),
]
// snippet.end

// snippet.replay
for calculator in [Calculator(name: "first"), Calculator(name: "second", total: 5)] {
    let start = calculator.total
    for step in macro { step.run(on: calculator) }
    print("macro on \(calculator.name): \(start) -> \(calculator.total)")
}
// snippet.end

// snippet.closures
// A closure can capture its receiver instead; then it is bound to that one object.
let kitchen = Calculator(name: "kitchen")
let bound: [() -> Void] = [
    { kitchen.add(3) },
    { kitchen.multiply(kitchen.total) },  // reads state when it runs, not when built
]
for command in bound { command() }
print("bound closures on \(kitchen.name): \(kitchen.total)")
// snippet.end
