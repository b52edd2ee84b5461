// expect: compile-error

// snippet.weak
/// Not class-bound: a struct or an enum could conform.
protocol TicketScannerDelegate {
    func scanner(_ scanner: TicketScanner, didScan code: String)
}

final class TicketScanner {
    weak var delegate: (any TicketScannerDelegate)?
}
// snippet.end

// snippet.struct
/// Class-bound: only reference types may conform.
protocol TurnstileDelegate: AnyObject {
    func turnstileDidTurn(_ turnstile: Turnstile)
}

final class Turnstile {
    weak var delegate: (any TurnstileDelegate)?
}

struct EntryCounter: TurnstileDelegate {
    func turnstileDidTurn(_ turnstile: Turnstile) {}
}
// snippet.end
