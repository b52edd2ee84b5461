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
    "(base + perItem) * items",
    "base + perItem",
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
        let reparsed = try Parser.parse(formula.description)
        print("  tree \(formula.tree) = \(result)")
        print("  prints as \(formula), parses back to the same tree: \(reparsed == formula)")
    } catch let error as ParseError {
        let indent = String(repeating: " ", count: error.column - 1)
        print("\(indent)^ \(error.message)")
    } catch {
        print("  evaluation failed: \(error)")
    }
}
// snippet.end

// snippet.roundtrip
// Trees built by hand, not by the parser, print as text that parses back to them.
let handBuilt: [Expr] = [
    .subtract(.number(100), .subtract(.variable("base"), .negate(.variable("items")))),
    .negate(.negate(.number(3))),
    .divide(.number(8), .multiply(.number(2), .negate(.number(1)))),
]
for tree in handBuilt {
    let same = (try? Parser.parse(tree.description)) == tree
    print("\(tree.tree) prints as \(tree), parses back to the same tree: \(same)")
}
// snippet.end
