// snippet.signaller
actor Signaller {
    private var occupants: [Int: String] = [:]
    private var drivers: [Driver] = []
    /// The only difference between the two runs below.
    private let recordsBeforeAnnouncing: Bool

    init(recordsBeforeAnnouncing: Bool) {
        self.recordsBeforeAnnouncing = recordsBeforeAnnouncing
    }

    func join(_ driver: Driver) { drivers.append(driver) }

    func requestBlock(_ block: Int, for train: String) async -> Bool {
        if let holder = occupants[block] {
            print("signaller: block \(block) refused to \(train), \(holder) holds it")
            return false
        }
        if recordsBeforeAnnouncing { occupants[block] = train }
        // Each `await` is a suspension point: while this call waits, the actor
        // runs other calls, and they see `occupants` as it is at this moment.
        for driver in drivers where driver.train != train {
            await driver.hear("\(train) cleared into block \(block)", from: self)
        }
        if !recordsBeforeAnnouncing { occupants[block] = train }
        print("signaller: block \(block) granted to \(train)")
        return true
    }
}
// snippet.end

// snippet.driver
actor Driver {
    let train: String
    private let waitingFor: Int
    private var asked = false

    init(_ train: String, waitingFor block: Int) {
        self.train = train
        self.waitingFor = block
    }

    /// Hearing the line move, a waiting driver asks for its block straight away.
    func hear(_ news: String, from signaller: Signaller) async {
        print("\(train) hears: \(news)")
        await ask(signaller)
    }

    func ask(_ signaller: Signaller) async {
        guard !asked else { return }
        asked = true
        print("\(train) asks for block \(waitingFor)")
        _ = await signaller.requestBlock(waitingFor, for: train)
    }
}
// snippet.end

// snippet.runs
for recordsFirst in [false, true] {
    print(recordsFirst ? "-- records, then announces" : "-- announces, then records")
    let signaller = Signaller(recordsBeforeAnnouncing: recordsFirst)
    let first = Driver("2H14", waitingFor: 5)
    let second = Driver("5Z90", waitingFor: 5)
    await signaller.join(first)
    await signaller.join(second)
    await first.ask(signaller)
}
// snippet.end
