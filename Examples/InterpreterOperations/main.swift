// snippet.operations
let base = Expr.variable("base")
let perItem = Expr.variable("perItem")
let items = Expr.variable("items")

let pricing = Expr.add(base, .multiply(perItem, items))
print("\(pricing) needs values for \(pricing.variables.sorted())")

let messy = Expr.add(
    .multiply(.number(1), .add(items, .number(0))),
    .multiply(.number(2), .number(3)))
print("\(messy) simplifies to \(messy.simplified())")

let risky = Expr.multiply(.divide(items, .number(0)), .number(0))
print("\(risky) simplifies to \(risky.simplified())")
// snippet.end
