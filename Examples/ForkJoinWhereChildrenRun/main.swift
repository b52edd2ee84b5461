/// Isolated as the module's default says: nonisolated in a package, the main actor in an app.
struct Resizer {
    func resize(_ photo: String) async -> Bool {
        #isolation === MainActor.shared  // does this code run on the main actor?
    }
}

/// Always off the caller's actor, whatever the module's default (SE-0461).
struct ConcurrentResizer {
    @concurrent func resize(_ photo: String) async -> Bool {
        #isolation === MainActor.shared
    }
}

/// Resizes four photos in child tasks and counts those resized on the main actor.
func onMainActor(_ resize: @escaping @Sendable (String) async -> Bool) async -> Int {
    await withTaskGroup(of: Bool.self) { group in
        for photo in ["IMG_4001", "IMG_4002", "IMG_4003", "IMG_4004"] {
            group.addTask { await resize(photo) }
        }
        var count = 0
        for await onMain in group where onMain { count += 1 }
        return count
    }
}

print("Resizer: \(await onMainActor { await Resizer().resize($0) }) of 4 on the main actor")
print("ConcurrentResizer: \(await onMainActor { await ConcurrentResizer().resize($0) }) of 4 on the main actor")
