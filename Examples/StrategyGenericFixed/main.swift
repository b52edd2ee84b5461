// expect: compile-error
// snippet.hide
protocol ScoringRule {
    func score(_ strokes: [Int]) -> Int
}

struct StrokePlay: ScoringRule {
    func score(_ strokes: [Int]) -> Int { strokes.reduce(0, +) }
}

struct BestHole: ScoringRule {
    func score(_ strokes: [Int]) -> Int { strokes.min() ?? 0 }
}

struct Scorer<Rule: ScoringRule> {
    let rule: Rule
}
// snippet.show
var scorer = Scorer(rule: StrokePlay())
scorer = Scorer(rule: BestHole())             // a new rule means a new type

let both = [Scorer(rule: StrokePlay()), Scorer(rule: BestHole())]
