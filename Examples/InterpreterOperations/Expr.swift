// snippet.grammar
/// The grammar of pricing formulas, one case per rule.
///
///     expr := number | name
///           | expr "+" expr | expr "-" expr
///           | expr "*" expr | expr "/" expr
///           | "-" expr
///
/// A number is a literal, as written: never negative, because a minus sign
/// is the negation rule. Only the cases that contain an `Expr` are indirect.
enum Expr: Equatable {
    case number(UInt)
    case variable(String)
    indirect case add(Expr, Expr)
    indirect case subtract(Expr, Expr)
    indirect case multiply(Expr, Expr)
    indirect case divide(Expr, Expr)
    indirect case negate(Expr)
}
// snippet.end

// snippet.print
extension Expr: CustomStringConvertible {
    /// How tightly each node binds; used to print only the parentheses needed.
    private var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .negate: 3
        case .number, .variable: 4
        }
    }

    var description: String {
        switch self {
        case .number(let value): "\(value)"
        case .variable(let name): name
        case let .add(left, right): infix(left, "+", right)
        case let .subtract(left, right): infix(left, "-", right)
        case let .multiply(left, right): infix(left, "*", right)
        case let .divide(left, right): infix(left, "/", right)
        case .negate(let operand):
            operand.precedence < precedence ? "-(\(operand))" : "-\(operand)"
        }
    }

    private func infix(_ left: Expr, _ symbol: String, _ right: Expr) -> String {
        // Operators group to the left, so a right operand of equal
        // precedence needs parentheses: a - (b - c).
        let lhs = left.precedence < precedence ? "(\(left))" : "\(left)"
        let rhs = right.precedence <= precedence ? "(\(right))" : "\(right)"
        return "\(lhs) \(symbol) \(rhs)"
    }
}
// snippet.end
