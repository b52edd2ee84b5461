// Two more operations on the same tree, added without touching Expr.

// snippet.variables
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
// snippet.end

// snippet.simplify
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
// snippet.end
