final class Calculator {
    private(set) var total = 0
    func add(_ amount: Int) { total += amount }
    func subtract(_ amount: Int) { total -= amount }
    func multiply(_ factor: Int) { total *= factor }
    func divide(_ divisor: Int) { total /= divisor }
}

// snippet.protocol
/// A request packaged as a value: which operation, with which argument.
/// Each command also knows the command that cancels it out.
protocol CalculatorCommand {
    var name: String { get }
    var inverse: any CalculatorCommand { get }
    func execute(on calculator: Calculator)
}
// snippet.end

// snippet.commands
struct Add: CalculatorCommand {
    let amount: Int
    var name: String { "add \(amount)" }
    var inverse: any CalculatorCommand { Subtract(amount: amount) }
    func execute(on calculator: Calculator) { calculator.add(amount) }
}

struct Subtract: CalculatorCommand {
    let amount: Int
    var name: String { "subtract \(amount)" }
    var inverse: any CalculatorCommand { Add(amount: amount) }
    func execute(on calculator: Calculator) { calculator.subtract(amount) }
}

struct Multiply: CalculatorCommand {
    let factor: Int
    var name: String { "multiply by \(factor)" }
    var inverse: any CalculatorCommand { Divide(divisor: factor) }
    func execute(on calculator: Calculator) { calculator.multiply(factor) }
}

struct Divide: CalculatorCommand {
    let divisor: Int
    var name: String { "divide by \(divisor)" }
    var inverse: any CalculatorCommand { Multiply(factor: divisor) }
    func execute(on calculator: Calculator) { calculator.divide(divisor) }
}
// snippet.end

// snippet.invoker
/// Runs commands against one calculator and remembers how to take each back.
final class Invoker {
    let calculator: Calculator
    private var undoStack: [any CalculatorCommand] = []

    init(calculator: Calculator) { self.calculator = calculator }

    func perform(_ command: any CalculatorCommand) {
        command.execute(on: calculator)
        undoStack.append(command.inverse)
        print("\(command.name) -> \(calculator.total)")
    }

    func undo() {
        guard let inverse = undoStack.popLast() else {
            print("undo: nothing to undo")
            return
        }
        inverse.execute(on: calculator)
        print("undo (\(inverse.name)) -> \(calculator.total)")
    }
}
// snippet.end

// snippet.composite
/// A composite command: several commands that run, and are undone, as one.
struct Batch: CalculatorCommand {
    let name: String
    let steps: [any CalculatorCommand]
    var inverse: any CalculatorCommand {
        // Undo the steps last-first, each with its own inverse.
        Batch(name: "\(name), reversed", steps: steps.reversed().map(\.inverse))
    }
    func execute(on calculator: Calculator) {
        for step in steps { step.execute(on: calculator) }
    }
}
// snippet.end

// snippet.main
let invoker = Invoker(calculator: Calculator())
invoker.perform(Add(amount: 10))
invoker.perform(Multiply(factor: 4))
invoker.perform(Subtract(amount: 2))
print("Total: \(invoker.calculator.total)")
invoker.undo()
invoker.undo()
invoker.undo()
invoker.undo()
// snippet.end

// snippet.batch
print("-- a batch is one command")
invoker.perform(Add(amount: 5))
let doublePlusOne = Batch(name: "double plus one",
                          steps: [Multiply(factor: 2), Add(amount: 1)])
invoker.perform(doublePlusOne)
invoker.undo()
// snippet.end
