// Closures: functions without a name, which keep what they capture alive.

// snippet.counter
func makeFrameCounter() -> () -> Int {
    var frames = 0
    return {                 // `frames` outlives the call: the closure captured it
        frames += 1
        return frames
    }
}

let countFrame = makeFrameCounter()
_ = countFrame()
_ = countFrame()
let sameCounter = countFrame     // a closure is a reference: the copy shares `frames`
print("Frames counted:", sameCounter())
// snippet.end

// snippet.captureList
var smokerFuel = "pine needles"
let whenRun = { "Smoker lit with \(smokerFuel)" }             // captures the variable
let whenMade = { [smokerFuel] in "Smoker lit with \(smokerFuel)" }  // copies its value now
smokerFuel = "hessian"
print("Read when run: ", whenRun())
print("Read when made:", whenMade())
// snippet.end

// snippet.escaping
// A closure that is stored outlives the call, so the parameter must say @escaping.
final class InspectionRound {
    private var steps: [(String) -> String] = []
    func add(_ step: @escaping (String) -> String) { steps.append(step) }
    func run(on hive: String) {
        for step in steps { print(step(hive)) }
    }
}

let round = InspectionRound()
round.add { "\($0): check the queen" }
round.add { "\($0): count \(countFrame()) frames" }
round.run(on: "Heather")
// snippet.end
