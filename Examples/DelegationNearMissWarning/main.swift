// expect: compile-warning

// snippet.alarm
final class DoorAlarm {
    private(set) var rings = 0
}

/// The conformance in an extension of its own: now the compiler compares.
extension DoorAlarm: TicketScannerDelegate {
    func scanner(_ scanner: TicketScanner, didReject code: String) {
        rings += 1
    }
}
// snippet.end
