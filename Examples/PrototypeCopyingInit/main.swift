// snippet.hide
import Foundation
// snippet.show

final class Tag: NSCopying {
    var text: String
    init(text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Tag(text: text) }
}

class Crate {
    @NSCopying var tag: Tag
    /// Inside an initializer, `self.tag = tag` writes the storage; no setter runs.
    init(tag: Tag) { self.tag = tag }
}

let tag = Tag(text: "fragile")
let crate = Crate(tag: tag)
print("after init:   copied \(crate.tag !== tag)")
crate.tag = tag
print("after setter: copied \(crate.tag !== tag)")
