enum RigError: Error, CustomStringConvertible {
    case cycle(child: String, parent: String)
    case secondParent(child: String, parent: String)

    var description: String {
        switch self {
        case .cycle(let child, let parent): "\(parent) is already inside \(child)"
        case .secondParent(let child, let parent): "\(child) already hangs in \(parent)"
        }
    }
}

// snippet.group
final class Group {
    let name: String
    private(set) var children: [Group] = []
    private(set) weak var parent: Group?  // weak: a child never keeps its parent alive

    init(_ name: String) { self.name = name }

    /// Adds a child only if the result is still a tree.
    func add(_ child: Group) throws(RigError) {
        if let current = child.parent {
            throw .secondParent(child: child.name, parent: current.name)
        }
        var ancestor: Group? = self
        while let group = ancestor {  // up the parent chain: no recursion
            if group === child { throw .cycle(child: child.name, parent: name) }
            ancestor = group.parent
        }
        child.parent = self
        children.append(child)
    }
}
// snippet.end

// snippet.main
let rig = Group("rig")
let stageLeft = Group("stage left")
let boom = Group("boom")
let attempts = [(rig, stageLeft), (stageLeft, boom), (boom, rig), (rig, boom)]
for (parent, child) in attempts {
    do {
        try parent.add(child)
        print("\(child.name) into \(parent.name): added")
    } catch {
        print("\(child.name) into \(parent.name): refused, \(error)")
    }
}
// snippet.end
