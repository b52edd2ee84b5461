import Foundation

/// A donor that two seed packets point at: one object, referenced twice.
final class Donor: NSObject, NSSecureCoding {
    static let supportsSecureCoding = true
    var name: String
    init(name: String) { self.name = name }
    func encode(with coder: NSCoder) { coder.encode(name as NSString, forKey: "name") }
    init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") else { return nil }
        self.name = name as String
    }
}

let ortiz = Donor(name: "R. Ortiz")
let data = try NSKeyedArchiver.archivedData(withRootObject: [ortiz, ortiz],
                                            requiringSecureCoding: true)
let object = try NSKeyedUnarchiver.unarchivedObject(ofClasses: [NSArray.self, Donor.self],
                                                    from: data)
let back = object as? [Donor] ?? []
print("After: \(back.count) entries, one donor object: \(back[0] === back[1])")
back[0].name = "Rosa Ortiz"
print("After renaming through the first entry: \(back.map(\.name))")
