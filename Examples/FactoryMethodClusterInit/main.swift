// A class cluster in Swift: an initializer in a protocol extension may assign `self`,
// so calling the base class's initializer can produce an instance of a subclass.

// snippet.cluster
protocol PlanCluster {}

extension PlanCluster where Self == UploadPlan {
    init(forMegabytes size: Int) {
        self = size <= 8 ? SingleRequestPlan() : ChunkedPlan()
    }
}

class UploadPlan: PlanCluster {
    var name: String { "unplanned" }
}

final class SingleRequestPlan: UploadPlan {
    override var name: String { "one request" }
}

final class ChunkedPlan: UploadPlan {
    override var name: String { "8 MB chunks" }
}
// snippet.end

// snippet.run
for size in [3, 200] {
    let plan = UploadPlan(forMegabytes: size)
    print("UploadPlan(forMegabytes: \(size)) is a \(type(of: plan)): \(plan.name)")
}
// snippet.end
