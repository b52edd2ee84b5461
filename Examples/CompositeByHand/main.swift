// snippet.types
final class Lamp {
    let name: String
    let watts: Int
    var level = 0
    init(_ name: String, watts: Int) {
        self.name = name
        self.watts = watts
    }
    var load: Int { watts * level / 100 }
}

final class Group {
    let name: String
    var lamps: [Lamp]
    var groups: [Group]
    init(_ name: String, lamps: [Lamp] = [], groups: [Group] = []) {
        self.name = name
        self.lamps = lamps
        self.groups = groups
    }
}
// snippet.end

// snippet.clients
// The desk's fader: one function for a lamp, another for a group.
func setLevel(_ percent: Int, on lamp: Lamp) { lamp.level = percent }

func setLevel(_ percent: Int, on group: Group) {
    for lamp in group.lamps { setLevel(percent, on: lamp) }
    for subgroup in group.groups { setLevel(percent, on: subgroup) }
}

// The dimmer rack's meter: its own walk over the same shape.
func meteredLoad(of group: Group) -> Int {
    group.lamps.reduce(0) { $0 + $1.load } + group.groups.reduce(0) { $0 + meteredLoad(of: $1) }
}

// The power check, added later: written when groups held only lamps.
func plannedLoad(of group: Group) -> Int {
    var total = group.lamps.reduce(0) { $0 + $1.load }
    for subgroup in group.groups {
        total += subgroup.lamps.reduce(0) { $0 + $1.load }
    }
    return total
}
// snippet.end

// snippet.main
let frontWash = Group("front wash", lamps: [
    Lamp("profile 1", watts: 750), Lamp("profile 2", watts: 750),
])
let boom = Group("boom", lamps: [Lamp("fresnel", watts: 650)])
let stageLeft = Group("stage left", lamps: [
    Lamp("par 1", watts: 500), Lamp("par 2", watts: 500),
], groups: [boom])
let rig = Group("rig", lamps: [Lamp("followspot", watts: 1200)], groups: [frontWash, stageLeft])

setLevel(100, on: rig)
let limit = 4000
let planned = plannedLoad(of: rig)
print("power check: \(planned) W of \(limit) W allowed, \(planned <= limit ? "go" : "stop")")
print("dimmer rack meter: \(meteredLoad(of: rig)) W")
// snippet.end
