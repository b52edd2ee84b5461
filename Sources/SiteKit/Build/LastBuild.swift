/// What the last successful `swift build` of the examples was given: the package manifest
/// and every example's sources. The same key means the binaries are what a build would
/// produce (`BuildExamplesStep.currentBinaries`).
struct LastBuild: Codable, Sendable {
    var key: String
    var examples: [String: String]
    var binaryDirectory: String

    static let record = StampRecord<LastBuild>("build")
}

extension MemoKind where Value == LastBuild {
    /// The key of a `swift build` of the examples (`BuildExamplesStep.key`).
    static var examplesBuild: MemoKind { MemoKind(name: "examples build") }
}
