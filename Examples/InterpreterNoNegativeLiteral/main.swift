// expect: compile-error
// snippet.hide
enum Expr: Equatable {
    case number(UInt)
    case variable(String)
    indirect case add(Expr, Expr)
    indirect case subtract(Expr, Expr)
    indirect case multiply(Expr, Expr)
    indirect case divide(Expr, Expr)
    indirect case negate(Expr)
}
// snippet.show

// A negative literal: the grammar has none, and neither does the type.
let discounted = Expr.subtract(.variable("base"), .number(-3))

// Minus is the negation rule.
let allowed = Expr.subtract(.variable("base"), .negate(.number(3)))
