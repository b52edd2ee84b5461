// expect: compile-error
struct WateringPlan {
    let beds: Int
    lazy var schedule: [String] = (1...beds).map { "bed \($0)" }
    lazy let summary = "\(beds) beds"        // lazy needs var
}

let plan = WateringPlan(beds: 3)
print(plan.schedule)                         // the first read mutates plan

final class SharedPlan: Sendable {
    lazy var schedule: [String] = []         // Sendable classes can't hide a write
}
