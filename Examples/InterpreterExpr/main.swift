// snippet.trees
let base = Expr.variable("base")
let perItem = Expr.variable("perItem")
let items = Expr.variable("items")
let values = ["base": 5, "perItem": 2, "items": 3]

let formulas: [Expr] = [
    .add(base, .multiply(perItem, items)),
    .multiply(.add(base, perItem), items),
    .subtract(.number(100), .subtract(base, .negate(items))),
    .divide(base, .subtract(items, .number(3))),
    .add(base, .variable("discount")),
    .multiply(.number(UInt(Int.max)), items),
]
for formula in formulas {
    do {
        print("\(formula) = \(try formula.evaluate(values))")
    } catch {
        print("\(formula) fails: \(error)")
    }
}
// snippet.end
