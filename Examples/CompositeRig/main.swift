// snippet.build
let followspot = Lamp("followspot", watts: 1200)
let frontWash = Group("front wash", [
    Lamp("profile 1", watts: 750),
    Lamp("profile 2", watts: 750),
])
let stageLeft = Group("stage left", [Lamp("par 1", watts: 500), Lamp("par 2", watts: 500)])
let boom = Group("boom", [Lamp("fresnel", watts: 650)])
stageLeft.add(boom)  // groups nest: stage left now holds a group too
let rig = Group("rig", [frontWash, stageLeft, followspot])
// snippet.end

// snippet.client
/// A client that neither knows nor asks whether it holds one lamp or a hundred.
func fade(_ fixture: some Fixture, to percent: Int) {
    fixture.setLevel(percent)
    print("\(fixture.name) at \(percent)%: \(fixture.load) W")
}
// snippet.end

// snippet.main
fade(followspot, to: 50)
fade(stageLeft, to: 80)
fade(rig, to: 100)
fade(frontWash, to: 40)
print("-- the whole rig")
for line in rig.outline(depth: 0) { print(line) }
// snippet.end
