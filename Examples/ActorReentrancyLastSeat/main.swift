// snippet.reader
/// A card reader the program controls: the first charge waits until the
/// script says so; later charges are approved at once. `parked` reports each
/// charge that is waiting, so the script knows when to act.
actor CardReader {
    private var held: CheckedContinuation<Void, Never>?
    private var charges = 0
    let parked: AsyncStream<String>
    private let report: AsyncStream<String>.Continuation

    init() { (parked, report) = AsyncStream.makeStream(of: String.self) }

    func charge(_ name: String) async {
        charges += 1
        guard charges == 1 else { return }
        await withCheckedContinuation { held = $0; report.yield(name) }
    }

    func release() { held?.resume(); held = nil }
}
// snippet.end

// snippet.roster
actor LastSeatRoster {
    private(set) var seatsLeft = 1
    private let reader: CardReader
    private let reservesFirst: Bool

    init(reader: CardReader, reservesFirst: Bool) {
        self.reader = reader
        self.reservesFirst = reservesFirst
    }

    func book(_ name: String) async -> String {
        guard seatsLeft > 0 else { return "\(name): sold out" }
        if reservesFirst { seatsLeft -= 1 }  // the fix: change state before awaiting
        await reader.charge(name)            // suspension point: other calls run here
        if !reservesFirst { seatsLeft -= 1 } // the bug: act on a check made before the await
        return "\(name): booked"
    }
}
// snippet.end

// snippet.script
for reservesFirst in [false, true] {
    print(reservesFirst ? "-- reserve, then charge" : "-- charge, then reserve")
    let reader = CardReader()
    let roster = LastSeatRoster(reader: reader, reservesFirst: reservesFirst)
    async let ana = roster.book("Ana")        // her charge is held at the reader
    for await name in reader.parked { print("\(name)'s card is being read"); break }
    print(await roster.book("Ben"))           // runs while Ana's call is suspended
    await reader.release()
    print(await ana)
    print("seats left: \(await roster.seatsLeft)")
}
// snippet.end
