import Foundation

// snippet.class
final class SeedTray: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true

    let variety: String
    let cells: Int

    init(variety: String, cells: Int) {
        self.variety = variety
        self.cells = cells
    }

    func encode(with coder: NSCoder) {
        coder.encode(variety as NSString, forKey: "variety")
        coder.encode(cells, forKey: "cells")
    }

    init?(coder: NSCoder) {
        guard let variety = coder.decodeObject(of: NSString.self, forKey: "variety") else {
            return nil
        }
        self.variety = variety as String
        self.cells = coder.decodeInteger(forKey: "cells")
    }
}
// snippet.end

// snippet.use
let tray = SeedTray(variety: "Sugar Ann", cells: 72)
let data = try NSKeyedArchiver.archivedData(withRootObject: tray, requiringSecureCoding: true)

// The archive is a binary property list that names the classes it contains.
let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
if let top = plist as? [String: Any], let objects = top["$objects"] as? [Any] {
    let classes = objects.compactMap { ($0 as? [String: Any])?["$classname"] as? String }
    print("Archive: \(data.count) bytes, classes \(classes)")
}

if let back = try NSKeyedUnarchiver.unarchivedObject(ofClass: SeedTray.self, from: data) {
    print("Unarchived: \(back.variety), \(back.cells) cells")
}
// snippet.end
