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
// snippet.end
