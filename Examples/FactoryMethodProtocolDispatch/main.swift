// A static factory on a protocol: only a requirement is looked up at run time.

// snippet.protocol
protocol UploadPlan {
    var name: String { get }
    init()
    /// A requirement: each conforming type's own version is found at run time.
    static func plan(forMegabytes size: Int) -> any UploadPlan
}

extension UploadPlan {
    /// The default for the requirement: a category with exactly one plan.
    static func plan(forMegabytes size: Int) -> any UploadPlan { Self() }

    /// Not a requirement: it exists only here, so the compiler picks it by static type.
    static func retryPlan() -> any UploadPlan { Self() }
}
// snippet.end

// snippet.types
struct SingleRequestPlan: UploadPlan {
    var name = "one request"
}

struct ChunkedPlan: UploadPlan {
    var name = "8 MB chunks"

    static func plan(forMegabytes size: Int) -> any UploadPlan {
        size > 256 ? ChunkedPlan(name: "8 MB chunks, four at a time") : ChunkedPlan()
    }

    /// Looks like an override, but it only hides the extension's version.
    static func retryPlan() -> any UploadPlan { ChunkedPlan(name: "2 MB chunks") }
}
// snippet.end

// snippet.run
let categories: [any UploadPlan.Type] = [SingleRequestPlan.self, ChunkedPlan.self]
for category in categories {
    print("\(category), 700 MB: \(category.plan(forMegabytes: 700).name)")
    print("\(category), retry: \(category.retryPlan().name)")
}
print("ChunkedPlan called by name, retry: \(ChunkedPlan.retryPlan().name)")
// snippet.end
