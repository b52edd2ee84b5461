// snippet.evaluate
enum EvaluationError: Error {
    case unknownVariable(String)
    case divisionByZero
    case overflow
}

extension Expr {
    /// The interpreter: one case per rule, each evaluating its children first.
    func evaluate(_ values: [String: Int]) throws(EvaluationError) -> Int {
        switch self {
        case .number(let value):
            return value
        case .variable(let name):
            guard let value = values[name] else { throw .unknownVariable(name) }
            return value
        case let .add(left, right):
            return try combine(left, right, values, Int.addingReportingOverflow)
        case let .subtract(left, right):
            return try combine(left, right, values, Int.subtractingReportingOverflow)
        case let .multiply(left, right):
            return try combine(left, right, values, Int.multipliedReportingOverflow(by:))
        case let .divide(left, right):
            let divisor = try right.evaluate(values)
            guard divisor != 0 else { throw .divisionByZero }
            return try combine(left, .number(divisor), values,
                               Int.dividedReportingOverflow(by:))
        case .negate(let operand):
            return try combine(.number(0), operand, values,
                               Int.subtractingReportingOverflow)
        }
    }
}

/// Evaluates both sides, then applies an operation that reports overflow
/// instead of trapping, and turns the report into an error.
private func combine(
    _ left: Expr, _ right: Expr, _ values: [String: Int],
    _ operation: (Int) -> (Int) -> (partialValue: Int, overflow: Bool)
) throws(EvaluationError) -> Int {
    let lhs = try left.evaluate(values)
    let rhs = try right.evaluate(values)
    let (result, overflow) = operation(lhs)(rhs)
    guard !overflow else { throw .overflow }
    return result
}
// snippet.end
