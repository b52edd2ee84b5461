// snippet.hide
import Foundation
// snippet.show

// snippet.types
final class Tag: NSCopying {
    let text: String
    init(text: String) { self.text = text }
    func copy(with zone: NSZone? = nil) -> Any { Tag(text: text) }
}

/// The attribute in a class that can be subclassed...
class Basket {
    @NSCopying var tag: Tag?
}

/// ...and in a `final` class.
final class FinalBasket {
    @NSCopying var tag: Tag?
    func label(with newTag: Tag) { tag = newTag }        // from its own method
}
// snippet.end

// snippet.use
let tag = Tag(text: "fruit")

let basket = Basket()
basket.tag = tag
print("Basket: tag copied: \(basket.tag !== tag)")

let finalBasket = FinalBasket()
finalBasket.tag = tag
print("FinalBasket, assigned from outside: tag copied: \(finalBasket.tag !== tag)")
finalBasket.label(with: tag)
print("FinalBasket, from its own method: tag copied: \(finalBasket.tag !== tag)")
finalBasket[keyPath: \.tag] = tag
print("FinalBasket, through a key path: tag copied: \(finalBasket.tag !== tag)")
// snippet.end
