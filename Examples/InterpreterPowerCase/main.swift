// expect: compile-error
// The chapter's grammar and all its operations in one file, with one new case.

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
    indirect case power(Expr, Expr)  // new: base ^ exponent
}
// snippet.end

extension Expr: CustomStringConvertible {
    // snippet.precedence
    /// How tightly each node binds; used to print only the parentheses needed.
    private var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .negate: 3
        case .number, .variable: 4
        }
    }
    // snippet.end

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

enum EvaluationError: Error {
    case unknownVariable(String)
    case divisionByZero
    case overflow
}

extension Expr {
    /// The interpreter: one case per rule, each evaluating its children first.
    func evaluate(_ values: [String: Int]) throws(EvaluationError) -> Int {
        switch self {
        case .number(let literal):
            guard let value = Int(exactly: literal) else { throw .overflow }
            return value
        case .variable(let name):
            guard let value = values[name] else { throw .unknownVariable(name) }
            return value
        case let .add(left, right):
            return try apply(left.evaluate(values), right.evaluate(values),
                             Int.addingReportingOverflow)
        case let .subtract(left, right):
            return try apply(left.evaluate(values), right.evaluate(values),
                             Int.subtractingReportingOverflow)
        case let .multiply(left, right):
            return try apply(left.evaluate(values), right.evaluate(values),
                             Int.multipliedReportingOverflow(by:))
        case let .divide(left, right):
            let (dividend, divisor) = try (left.evaluate(values), right.evaluate(values))
            guard divisor != 0 else { throw .divisionByZero }
            return try apply(dividend, divisor, Int.dividedReportingOverflow(by:))
        case .negate(let operand):
            return try apply(0, operand.evaluate(values), Int.subtractingReportingOverflow)
        }
    }
}

/// Applies an operation that reports overflow instead of trapping, and turns
/// the report into an error.
private func apply(
    _ lhs: Int, _ rhs: Int,
    _ operation: (Int) -> (Int) -> (partialValue: Int, overflow: Bool)
) throws(EvaluationError) -> Int {
    let (result, overflow) = operation(lhs)(rhs)
    guard !overflow else { throw .overflow }
    return result
}

// Two more operations on the same tree, added without touching Expr.
extension Expr {
    /// Every name the formula needs a value for.
    var variables: Set<String> {
        switch self {
        case .number: []
        case .variable(let name): [name]
        case let .add(left, right), let .subtract(left, right),
             let .multiply(left, right), let .divide(left, right):
            left.variables.union(right.variables)
        case .negate(let operand): operand.variables
        }
    }
}
extension Expr {
    /// Folds constants and drops identities: x + 0 and x * 1 become x.
    /// It never drops an operand: x * 0 stays, because x may fail to evaluate.
    func simplified() -> Expr {
        switch self {
        case .number, .variable:
            return self
        case let .add(left, right):
            switch (left.simplified(), right.simplified()) {
            case let (.number(a), .number(b)):
                let (sum, overflow) = a.addingReportingOverflow(b)
                return overflow ? .add(.number(a), .number(b)) : .number(sum)
            case let (.number(0), other), let (other, .number(0)): return other
            case let (l, r): return .add(l, r)
            }
        case let .multiply(left, right):
            switch (left.simplified(), right.simplified()) {
            // Only literals that fit in Int: 0 * (a literal too big) must still fail.
            case let (.number(a), .number(b)) where max(a, b) <= UInt(Int.max):
                let (product, overflow) = a.multipliedReportingOverflow(by: b)
                return overflow ? .multiply(.number(a), .number(b)) : .number(product)
            case let (.number(1), other), let (other, .number(1)): return other
            case let (l, r): return .multiply(l, r)
            }
        case let .subtract(left, right):
            return .subtract(left.simplified(), right.simplified())
        case let .divide(left, right):
            return .divide(left.simplified(), right.simplified())
        case .negate(let operand):
            return .negate(operand.simplified())
        }
    }
}
