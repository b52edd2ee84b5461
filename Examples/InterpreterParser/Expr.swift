// snippet.grammar
/// The grammar of pricing formulas, one case per rule.
///
///     expr := number | name
///           | expr "+" expr | expr "-" expr
///           | expr "*" expr | expr "/" expr
///           | "-" expr
indirect enum Expr {
    case number(Int)
    case variable(String)
    case add(Expr, Expr)
    case subtract(Expr, Expr)
    case multiply(Expr, Expr)
    case divide(Expr, Expr)
    case negate(Expr)
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
