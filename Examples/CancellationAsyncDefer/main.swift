// expect: compile-error
/// Tells the payment service the buyer left.
func notifyAbandoned(_ seat: String) async {}

func buy(_ seat: String) async throws {
    defer { await notifyAbandoned(seat) }  // cleanup that must wait for the service
    try Task.checkCancellation()
}
