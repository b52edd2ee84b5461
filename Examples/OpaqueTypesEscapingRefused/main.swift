// expect: compile-error
// A closure parameter is non-escaping unless it says otherwise: it can't be kept.
final class InspectionRound {
    private var finalStep: (String) -> String = { "\($0): close the hive" }

    func finish(with step: (String) -> String) {
        finalStep = step
    }
}
