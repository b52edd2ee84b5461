// expect: compile-error
/// A flyweight with one "handy" mutable property.
final class Terrain: Sendable {
    let name: String
    var highlighted = false

    init(name: String) { self.name = name }
}
