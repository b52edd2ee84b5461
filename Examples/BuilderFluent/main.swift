// A fluent builder as a value type: every step returns a new, adjusted order.

enum Cooking: String { case rare, normal, wellDone = "well done" }
enum Condiment: String, CaseIterable { case pickles, mayo, ketchup, lettuce }

struct BurgerOrder {
    private var isVeggie = false
    private var pattyCount = 2
    private var condiments = Set(Condiment.allCases)
    private var hasBacon = false
    private var cooking = Cooking.normal

    func veggie() -> BurgerOrder {
        var copy = self
        copy.isVeggie = true
        copy.hasBacon = false          // the same rule as before, in fluent form
        return copy
    }
    func bacon() -> BurgerOrder {
        var copy = self
        copy.hasBacon = !isVeggie
        return copy
    }
    func patties(_ count: Int) -> BurgerOrder {
        var copy = self
        copy.pattyCount = min(max(count, 1), 4)
        return copy
    }
    func holding(_ condiment: Condiment) -> BurgerOrder {
        var copy = self
        copy.condiments.remove(condiment)
        return copy
    }
    func cooked(_ choice: Cooking) -> BurgerOrder {
        var copy = self
        copy.cooking = choice
        return copy
    }
    /// Presets: static factory properties that hand out preconfigured builders.
    static let standard = BurgerOrder()
    static let big = standard.patties(4).bacon()
    static let superVeggie = standard.veggie().holding(.mayo)

    func build(for customer: String) -> String {
        let kind = isVeggie ? "veggie" : "\(pattyCount) beef"
        let extras = Condiment.allCases.filter(condiments.contains).map(\.rawValue)
            + (hasBacon ? ["bacon"] : [])
        let toppings = extras.joined(separator: " ")
        return "\(customer): \(kind), \(cooking.rawValue), \(toppings)"
    }
}

print(BurgerOrder.standard.holding(.mayo).cooked(.wellDone).build(for: "Joe"))

let shared = BurgerOrder.big.cooked(.rare)     // two friends start from one order...
print(shared.holding(.pickles).build(for: "Ann"))
print(shared.build(for: "Ben"))                 // ...and Ann's change does not reach Ben

print(BurgerOrder.superVeggie.build(for: "Sam"))
print(BurgerOrder.big.veggie().build(for: "Kim"))
