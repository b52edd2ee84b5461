// expect: compile-error
protocol Fixture: AnyObject {
    var name: String { get }
}

final class Lamp: Fixture {
    let name: String
    init(_ name: String) { self.name = name }
}

final class Group: Fixture {
    let name: String
    private(set) var children: [any Fixture] = []
    init(_ name: String) { self.name = name }
    func add(_ child: any Fixture) { children.append(child) }
}

let fixtures: [any Fixture] = [Group("stage right"), Lamp("par 3")]
for fixture in fixtures {
    fixture.add(Lamp("spare"))  // add(_:) belongs to groups only
    (fixture as? Group)?.add(Lamp("spare"))  // asking first compiles
}
