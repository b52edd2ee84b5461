// expect: compile-error
final class Lamp {
    let watts: Int
    var level = 0
    init(watts: Int) { self.watts = watts }
}

final class Group {
    private(set) var children: [Lamp]
    init(_ children: [Lamp]) { self.children = children }
    var load: Int { children.reduce(0) { $0 + $1.watts * $1.level / 100 } }
}

func measure() async {
    let wash = Group([Lamp(watts: 750), Lamp(watts: 750)])
    let meter = Task.detached { wash.load }  // another task reads the tree...
    wash.children[0].level = 100  // ...while this one still changes it
    print(await meter.value)
}
