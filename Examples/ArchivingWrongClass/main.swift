import Foundation

// snippet.hide
final class SeedTray: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    let cells: Int
    init(cells: Int) { self.cells = cells }
    func encode(with coder: NSCoder) { coder.encode(cells, forKey: "cells") }
    init?(coder: NSCoder) { cells = coder.decodeInteger(forKey: "cells") }
}

final class LabelSheet: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    let labels: Int
    init(labels: Int) { self.labels = labels }
    func encode(with coder: NSCoder) { coder.encode(labels, forKey: "labels") }
    init?(coder: NSCoder) { labels = coder.decodeInteger(forKey: "labels") }
}

// snippet.show
// SeedTray and LabelSheet are two NSSecureCoding classes like the one above.
let file = try NSKeyedArchiver.archivedData(withRootObject: SeedTray(cells: 72),
                                            requiringSecureCoding: true)
print("Opening a tray archive as a label sheet")
// snippet.hide
fflush(nil)   // the trap below would lose buffered output
// snippet.show
do {
    let sheet = try NSKeyedUnarchiver.unarchivedObject(ofClass: LabelSheet.self, from: file)
    print("Labels: \(sheet?.labels ?? 0)")
} catch {
    print("Not a label sheet: \(error)")
}
