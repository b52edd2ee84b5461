/// The same exporter, now with a banner of its own as well.
struct OrgToEPUB: OrgSource, EPUBOutput {
    func compress() -> String { "Zipping with deflate" }   // a requirement: used
    func banner() -> String { "Org exporter 2.1" }          // not a requirement: ignored
}

print("OrgToEPUB, two steps of its own:")
let orgExporter = OrgToEPUB()
orgExporter.export()

print("Asked directly, OrgToEPUB says: \(orgExporter.banner())")
let boxed: any Exporter = orgExporter
print("Through the protocol it says: \(boxed.banner())")
