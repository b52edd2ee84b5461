// expect: compile-warning
// The owner already declares this one, as a later standard library might
// declare String: Identifiable.
extension Int: @retroactive CustomStringConvertible {
    public var description: String { "a number of riders" }
}
