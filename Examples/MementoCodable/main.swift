import Foundation

// snippet.save
let ledger = Ledger()
ledger.add("Bob", cents: 100_43)
ledger.add("Joe", cents: 200_20)
print("Saving:")
ledger.report()

// The caretaker turns the memento into bytes. Sorted keys make the file stable:
// the same state always produces the same bytes, so files can be compared and diffed.
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(ledger.makeMemento())

let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("MementoCodable-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let file = folder.appendingPathComponent("ledger.json")
try data.write(to: file)
print("Wrote \(data.count) bytes:")
print(String(decoding: data, as: UTF8.self))
// snippet.end

// snippet.load
// Later, perhaps in another run of the program: a fresh ledger, restored from disk.
let memento = try JSONDecoder().decode(Ledger.Memento.self, from: Data(contentsOf: file))
let reopened = Ledger()
try reopened.restore(from: memento)
print("Restored into a new ledger:")
reopened.report()
print("Next entry: #\(reopened.add("Alice", cents: 500_00))")
// snippet.end
