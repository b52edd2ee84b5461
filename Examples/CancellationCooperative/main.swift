// snippet.exporters
/// Uploads photos one by one; each upload takes one second of `clock`.
struct Exporter {
    let clock: ManualClock

    /// Swallows every error of the upload, cancellation included.
    func careless(_ photos: [String]) async -> [String] {
        var sent: [String] = []
        for photo in photos {
            try? await clock.sleep(for: .seconds(1))  // the upload
            sent.append(photo)
        }
        return sent
    }

    /// Stops by throwing: the caller learns the export did not finish.
    func throwing(_ photos: [String]) async throws -> [String] {
        var sent: [String] = []
        for photo in photos {
            try Task.checkCancellation()  // before the next (expensive) photo
            try await clock.sleep(for: .seconds(1))
            sent.append(photo)
        }
        return sent
    }

    /// Stops by returning what is done: the caller gets a partial result.
    func partial(_ photos: [String]) async -> [String] {
        var sent: [String] = []
        for photo in photos {
            if Task.isCancelled { break }
            do { try await clock.sleep(for: .seconds(1)) } catch { break }
            sent.append(photo)
        }
        return sent
    }
}
// snippet.end

// snippet.run
let album = ["beach", "cliffs", "harbour", "lighthouse", "sunset"]

/// Starts an export, lets two uploads finish, and cancels it during the third.
func cancelDuringThirdUpload(_ name: String, _ export: @escaping @Sendable (Exporter) async throws -> [String]) async {
    let clock = ManualClock()
    let task = Task { try await export(Exporter(clock: clock)) }
    for _ in 1...2 {
        await clock.waitForSleepers(1)
        clock.advanceToNextDeadline()
    }
    await clock.waitForSleepers(1)  // the third upload is under way
    task.cancel()
    switch await task.result {
    case .success(let sent): print("\(name): \(sent.count) of 5 sent \(sent), at \(clock.now.offset)")
    case .failure(let error): print("\(name): threw \(error), at \(clock.now.offset)")
    }
}

await cancelDuringThirdUpload("careless") { await $0.careless(album) }
await cancelDuringThirdUpload("throwing") { try await $0.throwing(album) }
await cancelDuringThirdUpload("partial") { await $0.partial(album) }
// snippet.end
