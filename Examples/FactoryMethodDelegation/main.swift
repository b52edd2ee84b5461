// The base class picks a category; each category's own factory method picks the plan.

// snippet.base
class UploadPlan {
    var name: String { "unplanned" }

    /// Lets a metatype such as `ChunkedPlan.self` make an instance. Every subclass keeps it.
    required init() {}

    /// The factory callers use: it only chooses a category.
    static func make(forMegabytes size: Int) -> UploadPlan? {
        let category: UploadPlan.Type? = switch size {
        case ...8: SingleRequestPlan.self
        case ...1_024: ChunkedPlan.self
        case ...50_000: ResumablePlan.self
        default: nil
        }
        return category?.plan(forMegabytes: size)
    }

    /// A category's factory method. By default a category has exactly one plan.
    class func plan(forMegabytes size: Int) -> UploadPlan {
        self.init()
    }
}

final class SingleRequestPlan: UploadPlan {
    override var name: String { "one request" }
}
// snippet.end

// snippet.chunked
class ChunkedPlan: UploadPlan {
    override var name: String { "8 MB chunks" }

    /// The chunked category knows its own plans; the base class never hears of them.
    override class func plan(forMegabytes size: Int) -> UploadPlan {
        size > 256 ? ParallelChunkedPlan() : ChunkedPlan()
    }
}

final class ParallelChunkedPlan: ChunkedPlan {
    override var name: String { "8 MB chunks, four at a time" }
}
// snippet.end

// snippet.resumable
final class ResumablePlan: UploadPlan {
    let partSize: Int

    init(partSize: Int) {
        self.partSize = partSize
        super.init()
    }

    /// A designated init of its own means ResumablePlan must restate the required one.
    required convenience init() {
        self.init(partSize: 64)
    }

    override var name: String { "a resumable session in \(partSize) MB parts" }
}
// snippet.end

// snippet.run
for size in [3, 100, 700, 4_000, 80_000] {
    guard let plan = UploadPlan.make(forMegabytes: size) else {
        print("\(size) MB: too large")
        continue
    }
    print("\(size) MB: \(plan.name) [\(type(of: plan))]")
}
// snippet.end
