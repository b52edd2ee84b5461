// snippet.hide
import Foundation
// snippet.show

// snippet.types
/// `@NSCopying` asks the setter to store `newValue.copy()` instead of `newValue`.
class Basket {
    @NSCopying var items: NSMutableArray?
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
let list = NSMutableArray(array: ["apple"])
print("list.copy() is still mutable: \(list.copy() is NSMutableArray)")

let basket = Basket()
basket.items = list
print("Basket: items: \(basket.items?.description ?? "nil")")

let explicit = ExplicitBasket()
explicit.items = list
explicit.items.add("pear")
print("ExplicitBasket: \(explicit.items.count) items, the caller's list \(list.count)")
// snippet.end
