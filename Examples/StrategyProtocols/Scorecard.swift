// This file is "closed": nothing below changes when a new scoring rule is needed.

// snippet.protocol
/// One interchangeable way of turning a round's strokes into a single score.
protocol ScoringRule {
    var name: String { get }
    func score(_ strokes: [Int]) -> Int
}
// snippet.end

// snippet.context
/// The context: it owns the data and delegates the calculation.
struct Scorecard {
    let strokes: [Int]

    /// Runs a rule object.
    func score(using rule: some ScoringRule) -> Int {
        rule.score(strokes)
    }

    /// Runs a rule that is only a function.
    func score(_ rule: ([Int]) -> Int) -> Int {
        rule(strokes)
    }
}
// snippet.end
