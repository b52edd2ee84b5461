// expect: compile-error
let ferry = Vessel(name: "Skerry Maid")
ferry.logCrossing(hours: 260)
print(ferry.name, "service due:", ferry.serviceDue)
ferry.recordService()
