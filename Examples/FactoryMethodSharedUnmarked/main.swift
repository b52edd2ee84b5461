// expect: compile-error
/// `EmptyFileUpload` as above, without its `Sendable` declaration: still final, still immutable.
final class EmptyFileUpload {
    static let shared = EmptyFileUpload()
    let name = "nothing to send"
    var chunksSent: Int { 0 }
    private init() {}
}
