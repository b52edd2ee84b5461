import Foundation

// snippet.main
// Loading a show: one parent progress, two children weighted by their share of the work.
let load = Progress(totalUnitCount: 10)
let patch = Progress(totalUnitCount: 48)   // 48 dimmer channels to patch
let cues = Progress(totalUnitCount: 120)   // 120 cues to read
load.addChild(patch, withPendingUnitCount: 2)
load.addChild(cues, withPendingUnitCount: 8)

func report(_ step: String) {
    let percent = Int((load.fractionCompleted * 100).rounded())
    print("\(step): show \(percent)% loaded")
}
patch.completedUnitCount = 48
report("patch done")
cues.completedUnitCount = 60
report("half the cues")
cues.completedUnitCount = 120
report("all cues")
// snippet.end
