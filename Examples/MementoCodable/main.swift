import Foundation

// snippet.save
let trip = ExpenseLog()
trip.add("ferry", cents: 64_50)
trip.add("campsite", cents: 38_00)
print("Saving:")
trip.report()

// The caretaker turns the memento into bytes. Sorted keys make the file stable:
// the same state always produces the same bytes, so files can be compared and diffed.
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(trip.makeMemento())

let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("MementoCodable-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appendingPathComponent("trip.json")
try data.write(to: file)
print("Wrote \(data.count) bytes:")
print(String(decoding: data, as: UTF8.self))
// snippet.end

// snippet.load
// Later, perhaps in another run of the program: a fresh log, restored from disk.
let memento = try JSONDecoder().decode(ExpenseLog.Memento.self, from: Data(contentsOf: file))
let reopened = ExpenseLog()
try reopened.restore(from: memento)
print("Restored into a new log:")
reopened.report()
print("Next item: #\(reopened.add("groceries", cents: 112_35))")
// snippet.end

// snippet.forge
// Anyone can write JSON. This file claims a total its items don't add up to.
let edited = #"{"items":[{"cents":100,"id":1,"what":"ferry"}],"nextID":2,"total":1,"version":1}"#
let forged = try JSONDecoder().decode(ExpenseLog.Memento.self, from: Data(edited.utf8))
do {
    try ExpenseLog().restore(from: forged)
} catch {
    print("Hand-edited file refused: \(error)")
}
// snippet.end
