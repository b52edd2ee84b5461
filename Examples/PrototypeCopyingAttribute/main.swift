// snippet.hide
import Foundation
// snippet.show

// snippet.types
final class Label: NSObject, NSCopying {
    let text: String
    init(text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Label(text: text) }
}

/// `@NSCopying` asks the setter to store `newValue.copy()` instead of `newValue`.
class Basket {
    @NSCopying var label: Label?
    @NSCopying var items: NSMutableArray?
    init() {}
}

/// The same properties in a `final` class.
final class FinalBasket {
    @NSCopying var label: Label?
    @NSCopying var items: NSMutableArray?
    init() {}
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
let label = Label(text: "fruit")
let list = NSMutableArray(array: ["apple"])
print("list.copy() returns a mutable array: \(list.copy() is NSMutableArray)")

let basket = Basket()
basket.label = label
basket.items = list
print("Basket: label copied: \(basket.label !== label)")
print("Basket: items stored: \(basket.items?.description ?? "nil")")

let finalBasket = FinalBasket()
finalBasket.label = label
finalBasket.items = list
print("FinalBasket: label copied: \(finalBasket.label !== label)")
print("FinalBasket: items copied: \(finalBasket.items !== list)")

let explicit = ExplicitBasket()
explicit.items = list
explicit.items.add("pear")
print("ExplicitBasket: \(explicit.items.count) items, original list \(list.count)")
// snippet.end
