// snippet.context
/// Values every layer may read and none has to pass along.
enum RequestContext {
    @TaskLocal static var requestID: String?
}

/// A logger that stamps each line with the request it belongs to.
struct Logger: Sendable {
    let area: String

    func info(_ message: String) {
        print("[\(RequestContext.requestID ?? "-")] \(area): \(message)")
    }
}
// snippet.end

// snippet.layers
struct PaymentGateway: Sendable {
    private let log = Logger(area: "payments")

    func charge(_ cents: Int, attempt: Int) async -> Bool {
        log.info("charging \(cents) cents, attempt \(attempt)")
        return cents < 3_000 || attempt > 1  // large charges time out once
    }
}

struct CheckoutService: Sendable {
    private let log = Logger(area: "checkout")
    let gateway: PaymentGateway

    func checkOut(basket: [String], total cents: Int) async {
        log.info("\(basket.count) items")
        for attempt in 1...3 {
            // A nested scope: inside it the id names the attempt; after it, the outer id is back.
            let paid = await RequestContext.$requestID.withValue("\(RequestContext.requestID ?? "-")/try\(attempt)") {
                await gateway.charge(cents, attempt: attempt)
            }
            if paid {
                log.info("paid on attempt \(attempt)")
                return
            }
        }
        log.info("gave up")
    }
}
// snippet.end

// snippet.handle
/// The server's entry point binds the id once, for everything the request does.
func handle(requestID: String, basket: [String], total: Int, with service: CheckoutService) async {
    await RequestContext.$requestID.withValue(requestID) {
        await service.checkOut(basket: basket, total: total)
    }
}

let service = CheckoutService(gateway: PaymentGateway())
Logger(area: "server").info("starting")
await handle(requestID: "req-7f3a", basket: ["tea", "mug"], total: 2_450, with: service)
await handle(requestID: "req-80c1", basket: ["kettle", "filters"], total: 3_900, with: service)
Logger(area: "server").info("idle")
// snippet.end
