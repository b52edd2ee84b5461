// snippet.strategies
struct StrokePlay: ScoringRule {
    var name: String { "Stroke play" }
    func score(_ strokes: [Int]) -> Int { strokes.reduce(0, +) }
}

struct BestHole: ScoringRule {
    var name: String { "Best hole" }
    func score(_ strokes: [Int]) -> Int { strokes.min() ?? 0 }
}

/// A rule with configuration: a named, stored setting instead of a captured variable.
struct CappedStrokes: ScoringRule {
    let cap: Int
    var name: String { "Capped at \(cap)" }
    func score(_ strokes: [Int]) -> Int {
        strokes.map { min($0, cap) }.reduce(0, +)
    }
}
// snippet.end

// snippet.objects
let card = Scorecard(strokes: [3, 2, 5, 4, 2, 6])

print("Protocol strategies, picked at run time from a list:")
let menu: [any ScoringRule] = [
    StrokePlay(), BestHole(), CappedStrokes(cap: 4),
]
for rule in menu {
    print("  \(rule.name): \(card.score(using: rule))")
}
// snippet.end

// snippet.closures
print("Closure strategies, the same jobs as plain functions:")
let total: ([Int]) -> Int = { $0.reduce(0, +) }
let best: ([Int]) -> Int = { $0.min() ?? 0 }
let cap = 4
let capped: ([Int]) -> Int = { strokes in strokes.map { min($0, cap) }.reduce(0, +) }
print("  Stroke play: \(card.score(total))")
print("  Best hole: \(card.score(best))")
print("  Capped at \(cap): \(card.score(capped))")
print("  Worst hole: \(card.score { $0.max() ?? 0 })")
// snippet.end
