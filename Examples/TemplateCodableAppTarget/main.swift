import Foundation

/// The same synthesised step as before.
struct Reading: Codable {
    let station: String
    let rainfall: Int
}

/// The encoder's outline, run away from the main actor.
func encodedElsewhere(_ reading: Reading) async throws -> Int {
    try await Task.detached { try JSONEncoder().encode(reading).count }.value
}

let bytes = try await encodedElsewhere(Reading(station: "Kestrel Ridge", rainfall: 14))
print("encoded in another task: \(bytes) bytes")
