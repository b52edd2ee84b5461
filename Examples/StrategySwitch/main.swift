// snippet.series
/// A mini-golf scorecard that knows every scoring rule anybody ever asked of it.
struct Scorecard {
    enum Scoring {
        case total
        case bestHole
        // Every new scoring rule is another case here...
    }

    let strokes: [Int]

    func score(_ scoring: Scoring) -> Int {
        // ...and another branch here, in a type that was already tested and shipped.
        switch scoring {
        case .total: strokes.reduce(0, +)
        case .bestHole: strokes.min() ?? 0
        }
    }
}
// snippet.end

// snippet.client
let card = Scorecard(strokes: [3, 2, 5, 4, 2, 6])
print("Total: \(card.score(.total))")
print("Best hole: \(card.score(.bestHole))")

// A league that counts at most 4 strokes a hole can't ask the scorecard for that.
// It either edits Scorecard or reaches into its data and does the work itself.
let capped = card.strokes.map { min($0, 4) }.reduce(0, +)
print("Capped at 4, computed outside: \(capped)")
// snippet.end
