import Foundation

// snippet.errors
struct DryBedError: Error {
    let bed: String
    // Same name as Foundation's extension property on Error; not a requirement.
    var localizedDescription: String { "\(bed) is dry" }
}

struct FrozenPipeError: LocalizedError {
    let pipe: String
    // A requirement of LocalizedError, which Foundation's code asks for.
    var errorDescription: String? { "pipe \(pipe) is frozen" }
}
// snippet.end

// snippet.run
func report(_ error: any Error) {
    print("  \(error.localizedDescription)")
}

let dry = DryBedError(bed: "Beans")
print("Asked on the concrete type:")
print("  \(dry.localizedDescription)")
print("Asked through any Error:")
report(dry)
report(FrozenPipeError(pipe: "north"))
// snippet.end
