struct WateringPlan {
    let beds: Int

    // Runs on the first read, once, and may use `self`.
    lazy var schedule: [String] = {
        print("  building the schedule for \(beds) beds")
        return (1...beds).map { "bed \($0) at \(5 + $0):00" }
    }()
}

var plan = WateringPlan(beds: 3)
print("plan created")
print("first read: \(plan.schedule.first!)")
print("second read: \(plan.schedule.last!)")
plan.schedule = ["all beds at noon"]
print("after assignment: \(plan.schedule)")
