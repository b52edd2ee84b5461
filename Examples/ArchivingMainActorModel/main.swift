// expect: compile-error
import Foundation

// A plain conformance must work from any isolation domain.
@MainActor final class Catalogue: Codable {
    var varieties: [String] = []
}

// An isolated conformance (SE-0470) compiles, but only the main actor may use it.
@MainActor final class Basket: @MainActor Codable {
    var varieties: [String] = []
}

@concurrent func save(_ basket: Basket) async throws -> Data {
    try JSONEncoder().encode(basket)
}
