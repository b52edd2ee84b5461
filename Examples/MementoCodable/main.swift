import Foundation

// snippet.save
let walk = RoutePlan()
walk.add(to: "the bridge", metres: 3_400)
walk.add(to: "the lake", metres: 2_800)
print("Saving:")
walk.report()

// The caretaker turns the memento into bytes. Sorted keys make the file stable:
// the same state always produces the same bytes, so files can be compared and diffed.
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(walk.makeMemento())

let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("MementoCodable-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appendingPathComponent("walk.json")
try data.write(to: file)
print("Wrote \(data.count) bytes:")
print(String(decoding: data, as: UTF8.self))
// snippet.end

// snippet.load
// Later, perhaps in another run of the program: a fresh plan, restored from disk.
let memento = try JSONDecoder().decode(RoutePlan.Memento.self, from: Data(contentsOf: file))
let reopened = RoutePlan()
try reopened.restore(from: memento)
print("Restored into a new plan:")
reopened.report()
print("Next leg: #\(reopened.add(to: "the ridge", metres: 4_100))")
// snippet.end

// snippet.forge
// Anyone can write JSON. This file claims a distance its legs don't add up to.
let edited = #"{"distance":1,"legs":[{"metres":100,"number":1,"to":"the bridge"}],"nextNumber":2,"version":1}"#
let forged = try JSONDecoder().decode(RoutePlan.Memento.self, from: Data(edited.utf8))
do {
    try RoutePlan().restore(from: forged)
} catch {
    print("Hand-edited file refused: \(error)")
}
// snippet.end
