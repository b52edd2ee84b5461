// snippet.naive
/// Evaluates a pricing formula from a configuration file by splitting it on
/// spaces and applying each operator as it comes, left to right.
func evaluate(_ formula: String, _ values: [String: Int]) -> Int? {
    let words = formula.split(separator: " ").map(String.init)
    func number(_ word: String) -> Int? { Int(word) ?? values[word] }

    guard let first = words.first, var result = number(first) else { return nil }
    var index = 1
    while index + 1 < words.count {
        guard let operand = number(words[index + 1]) else { return nil }
        switch words[index] {
        case "+": result += operand
        case "-": result -= operand
        case "*": result *= operand
        default: return nil
        }
        index += 2
    }
    return result
}
// snippet.end

// snippet.session
let values = ["base": 5, "perItem": 2, "items": 3]
let formulas = [
    "base + perItem * items",   // should be 5 + 6 = 11
    "perItem * items + base",   // the same price, written the other way round
    "(base + perItem) * items", // parentheses
    "base+perItem",             // no spaces
]
for formula in formulas {
    let result = evaluate(formula, values).map(String.init) ?? "cannot evaluate"
    print("\(formula)  =>  \(result)")
}
// snippet.end
