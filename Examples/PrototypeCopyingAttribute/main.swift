// snippet.hide
import Foundation
// snippet.show

// snippet.types
final class Tag: NSCopying {
    let text: String
    init(text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Tag(text: text) }
}

/// `@NSCopying` asks the setter to store `newValue.copy()` instead of `newValue`.
class Basket {
    @NSCopying var tag: Tag?
    @NSCopying var items: NSMutableArray?
}

/// The same attribute in a `final` class.
final class FinalBasket {
    @NSCopying var tag: Tag?
}

/// The portable spelling: say which copy you want, in a setter you wrote.
final class ExplicitBasket {
    private var storage = NSMutableArray()
    var items: NSMutableArray {
        get { storage }
        set { storage = newValue.mutableCopy() as! NSMutableArray }
    }
}
// snippet.end

// snippet.use
let tag = Tag(text: "fruit")
let list = NSMutableArray(array: ["apple"])
print("list.copy() is still mutable: \(list.copy() is NSMutableArray)")

let basket = Basket()
basket.tag = tag
basket.items = list
print("Basket: tag copied: \(basket.tag !== tag); items: \(basket.items?.description ?? "nil")")

let finalBasket = FinalBasket()
finalBasket.tag = tag
print("FinalBasket: tag copied: \(finalBasket.tag !== tag)")

let explicit = ExplicitBasket()
explicit.items = list
explicit.items.add("pear")
print("ExplicitBasket: \(explicit.items.count) items, the caller's list \(list.count)")
// snippet.end
