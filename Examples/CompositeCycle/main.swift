final class Group {
    let name: String
    private(set) var children: [Group] = []
    init(_ name: String) { self.name = name }
    deinit { print("  \(name) freed") }

    func add(_ child: Group) { children.append(child) }
    var groupCount: Int { 1 + children.reduce(0) { $0 + $1.groupCount } }
}

// snippet.tree
print("-- a tree goes out of scope")
do {
    let stageLeft = Group("stage left")
    stageLeft.add(Group("boom"))
    print("  \(stageLeft.groupCount) groups")
}
// snippet.end

// snippet.cycle
print("-- a cycle goes out of scope")
weak var probe: Group?  // a weak reference doesn't keep the group alive
do {
    let stageLeft = Group("stage left")
    let boom = Group("boom")
    stageLeft.add(boom)
    boom.add(stageLeft)  // the boom now contains the group that contains it
    probe = stageLeft
}
if let stageLeft = probe {
    print("  \(stageLeft.name) is still alive, holding \(stageLeft.children.map(\.name))")
} else {
    print("  stage left was freed")
}
// snippet.end
