// The caller wants to undo and replay, so it writes down what it did as text.

final class Calculator {
    private(set) var total = 0
    func add(_ amount: Int) { total += amount }
    func subtract(_ amount: Int) { total -= amount }
    func multiply(_ factor: Int) { total *= factor }
}

// snippet.replay
/// Turns a line of the log back into a method call. Every operation must
/// appear here, spelt exactly as whoever wrote the log spelt it.
func replay(_ line: String, on calculator: Calculator) {
    let parts = line.split(separator: " ")
    guard parts.count == 2, let amount = Int(parts[1]) else { return }
    switch parts[0] {
    case "add": calculator.add(amount)
    case "subtract": calculator.subtract(amount)
    case "multiply": calculator.multiply(amount)
    default: print("  (skipped unknown operation '\(parts[0])')")
    }
}
// snippet.end

// snippet.main
let log = ["add 10", "mutliply 4", "subtract 2"]
let calculator = Calculator()
for line in log {
    replay(line, on: calculator)
    print("\(line) -> total \(calculator.total)")
}
print("Total: \(calculator.total), expected 38")
// snippet.end
