// snippet.carriers
/// A courier that prices a parcel; each one answers after its own amount of work.
struct Carrier: Sendable {
    let name: String
    let basePence: Int
    let pencePerKilo: Int

    func quote(kilos: Int) async -> Quote {
        await Task.yield()  // stands in for a request to the carrier
        return Quote(carrier: name, pence: basePence + pencePerKilo * kilos)
    }
}

struct Quote: Sendable {
    let carrier: String
    let pence: Int
}
// snippet.end

// snippet.gather
/// Asks every carrier at once and returns the quotes in the order the carriers were given,
/// whatever order they answer in.
func quotes(from carriers: [Carrier], kilos: Int) async -> [Quote] {
    await withTaskGroup(of: (Int, Quote).self) { group in
        for (index, carrier) in carriers.enumerated() {
            group.addTask { (index, await carrier.quote(kilos: kilos)) }  // fork
        }
        var answers = [Quote?](repeating: nil, count: carriers.count)
        for await (index, quote) in group {  // join, in order of completion
            answers[index] = quote
        }
        return answers.map { $0! }
    }
}
// snippet.end

// snippet.run
let carriers = [
    Carrier(name: "Parcel Owl", basePence: 450, pencePerKilo: 120),
    Carrier(name: "Swift Van", basePence: 300, pencePerKilo: 180),
    Carrier(name: "Coastline", basePence: 600, pencePerKilo: 90),
    Carrier(name: "Greenway", basePence: 520, pencePerKilo: 105),
]
for kilos in [2, 8] {
    let answers = await quotes(from: carriers, kilos: kilos)
    print("\(kilos) kg: " + answers.map { "\($0.carrier) \($0.pence)p" }.joined(separator: ", "))
    let cheapest = answers.min { ($0.pence, $0.carrier) < ($1.pence, $1.carrier) }!
    print("  cheapest: \(cheapest.carrier)")
}
// snippet.end
