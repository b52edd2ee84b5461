// snippet.hide
protocol ScoringRule {
    var name: String { get }
    func score(_ strokes: [Int]) -> Int
}

struct StrokePlay: ScoringRule {
    var name: String { "Stroke play" }
    func score(_ strokes: [Int]) -> Int { strokes.reduce(0, +) }
}

struct BestHole: ScoringRule {
    var name: String { "Best hole" }
    func score(_ strokes: [Int]) -> Int { strokes.min() ?? 0 }
}
// snippet.show

// snippet.generic
/// The rule is part of the context's type, fixed when the code is compiled.
struct Scorer<Rule: ScoringRule> {
    let rule: Rule

    func callAsFunction(_ strokes: [Int]) -> Int {
        rule.score(strokes)
    }
}

/// The rule is chosen when the program runs, held in an existential box.
struct DynamicScorer {
    var rule: any ScoringRule

    func callAsFunction(_ strokes: [Int]) -> Int {
        rule.score(strokes)
    }
}
// snippet.end

// snippet.use
let strokes = [3, 2, 5, 4, 2, 6]

let total = Scorer(rule: StrokePlay())
let best = Scorer(rule: BestHole())
print("\(type(of: total)): \(total(strokes))")
print("\(type(of: best)): \(best(strokes))")

var dynamic = DynamicScorer(rule: StrokePlay())
print("\(type(of: dynamic)) with \(dynamic.rule.name): \(dynamic(strokes))")
dynamic.rule = BestHole()
print("\(type(of: dynamic)) with \(dynamic.rule.name): \(dynamic(strokes))")

print("Bytes for Scorer<StrokePlay>: \(MemoryLayout<Scorer<StrokePlay>>.size)")
print("Bytes for DynamicScorer: \(MemoryLayout<DynamicScorer>.size)")
// snippet.end
