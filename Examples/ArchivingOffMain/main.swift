import Foundation

// snippet.model
struct SeedPacket: Codable, Sendable {
    var variety: String
    var grams: Int
}

/// The screen's model: main-actor state, not Codable itself.
@MainActor final class Catalogue {
    private(set) var packets: [SeedPacket] = []

    func add(_ variety: String, grams: Int) {
        packets.append(SeedPacket(variety: variety, grams: grams))
    }

    /// A Sendable value copy of the state, safe to hand to any other domain.
    func snapshot() -> [SeedPacket] { packets }
}

/// Runs on the global concurrent executor, never on the main actor.
@concurrent func encode(_ packets: [SeedPacket]) async throws -> Data {
    print("Encoding on the main thread: \(Thread.isMainThread)")
    let encoder = JSONEncoder()          // made here, used here, never shared
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(packets)
}
// snippet.end

// snippet.use
let catalogue = Catalogue()
catalogue.add("Lakota", grams: 25)
catalogue.add("Sugar Ann", grams: 30)

let snapshot = catalogue.snapshot()
catalogue.add("Black Krim", grams: 3)    // the snapshot doesn't change
print("Caller on the main thread: \(Thread.isMainThread)")
let data = try await encode(snapshot)
print(String(decoding: data, as: UTF8.self))
// snippet.end
