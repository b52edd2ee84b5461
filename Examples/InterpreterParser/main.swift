// snippet.tree
extension Expr {
    /// Prefix notation makes the shape of the tree visible.
    var tree: String {
        switch self {
        case .number(let value): "\(value)"
        case .variable(let name): name
        case let .add(l, r): "(+ \(l.tree) \(r.tree))"
        case let .subtract(l, r): "(- \(l.tree) \(r.tree))"
        case let .multiply(l, r): "(* \(l.tree) \(r.tree))"
        case let .divide(l, r): "(/ \(l.tree) \(r.tree))"
        case .negate(let operand): "(neg \(operand.tree))"
        }
    }
}
// snippet.end

// snippet.session
let values = ["base": 5, "perItem": 2, "items": 3]
let sources = [
    "base + perItem * items",
    "perItem * items + base",
    "(base + perItem) * items",
    "base+perItem",
    "10 - 4 - 3",
    "-(base - 12) / 2",
    "base + * items",
    "(base + perItem * items",
    "base perItem",
]
for source in sources {
    print(source)
    do {
        let formula = try Parser.parse(source)       // text -> tree: the parser
        let result = try formula.evaluate(values)    // tree -> value: the interpreter
        print("  tree \(formula.tree), prints as \(formula), = \(result)")
    } catch let error as ParseError {
        let indent = String(repeating: " ", count: error.column - 1)
        print("\(indent)^ \(error.message)")
    } catch {
        print("  evaluation failed: \(error)")
    }
}
// snippet.end
