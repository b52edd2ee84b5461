// expect: compile-error
// The new vendor has everything the briefing needs, in the wrong shape.
let briefing = RideBriefing(source: AeroCastClient())
print(briefing.line(for: "Kettle Cross"))
