// snippet.error
struct ParseError: Error {
    let message: String
    let column: Int
}
// snippet.end

// snippet.parser
/// A recursive-descent parser: one method per grammar rule. Precedence comes
/// from the rules calling each other, so `*` binds tighter than `+`.
///
///     expression := term (("+" | "-") term)*
///     term       := factor (("*" | "/") factor)*
///     factor     := number | name | "(" expression ")" | "-" factor
struct Parser {
    private let text: [Character]
    private var position = 0

    static func parse(_ source: String) throws(ParseError) -> Expr {
        var parser = Parser(text: Array(source))
        let result = try parser.expression()
        if let extra = parser.peek() {
            throw parser.failure("unexpected '\(extra)' after a complete formula")
        }
        return result
    }

    private init(text: [Character]) { self.text = text }

    private mutating func expression() throws(ParseError) -> Expr {
        var result = try term()
        while let symbol = take(oneOf: "+-") {
            let right = try term()
            result = symbol == "+" ? .add(result, right) : .subtract(result, right)
        }
        return result
    }

    private mutating func term() throws(ParseError) -> Expr {
        var result = try factor()
        while let symbol = take(oneOf: "*/") {
            let right = try factor()
            result = symbol == "*" ? .multiply(result, right) : .divide(result, right)
        }
        return result
    }

    private mutating func factor() throws(ParseError) -> Expr {
        guard let next = peek() else {
            throw failure("expected a number, a name or '(' but the formula ended")
        }
        if take(oneOf: "(") != nil {
            let inner = try expression()
            guard take(oneOf: ")") != nil else { throw failure("expected ')'") }
            return inner
        }
        if take(oneOf: "-") != nil {
            return .negate(try factor())
        }
        if next.isASCII && next.isNumber {
            let digits = String(takeWhile { $0.isASCII && $0.isNumber })
            guard let value = UInt(digits) else { throw failure("\(digits) is too large") }
            return .number(value)
        }
        if next.isLetter {
            return .variable(String(takeWhile { $0.isLetter || $0.isNumber }))
        }
        throw failure("expected a number, a name or '(' but found '\(next)'")
    }

    // MARK: Reading characters

    /// The next non-space character, without consuming it.
    private mutating func peek() -> Character? {
        while position < text.count && text[position] == " " { position += 1 }
        return position < text.count ? text[position] : nil
    }

    private mutating func take(oneOf symbols: String) -> Character? {
        guard let next = peek(), symbols.contains(next) else { return nil }
        position += 1
        return next
    }

    private mutating func takeWhile(_ accept: (Character) -> Bool) -> [Character] {
        let start = position
        while position < text.count && accept(text[position]) { position += 1 }
        return Array(text[start..<position])
    }

    private func failure(_ message: String) -> ParseError {
        ParseError(message: message, column: position + 1)
    }
}
// snippet.end
