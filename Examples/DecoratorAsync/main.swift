print("a server that fails twice:")
let patient = Retrying(base: SubtitleServer(failures: 2), attempts: 3)
print("  got \(try await patient.cues(for: "Thin Ice").count) cues")

print("a server that fails five times:")
do {
    let hopeless = Retrying(base: SubtitleServer(failures: 5), attempts: 3)
    _ = try await hopeless.cues(for: "Thin Ice")
} catch {
    print("  gave up: \(error)")
}
