// snippet.hide
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
// snippet.show

func measure() async {
    let wash = Group([Lamp(watts: 750), Lamp(watts: 750)])
    wash.children[0].level = 100  // changed before the task starts...
    let meter = Task.detached { wash.load }  // ...then handed over, never touched here again
    print("measured in another task: \(await meter.value) W")
}

await measure()
