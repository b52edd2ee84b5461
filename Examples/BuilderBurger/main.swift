// A burger builder: the house defaults and the kitchen's rules live in one type.

enum Cooking: String { case rare, normal, wellDone = "well done" }
enum Condiment: String, CaseIterable { case pickles, mayo, ketchup, lettuce }

// snippet.product
struct Burger {
    let customer: String
    let veggie: Bool
    let patties: Int
    let condiments: Set<Condiment>
    let bacon: Bool
    let cooking: Cooking

    var summary: String {
        let kind = veggie ? "veggie" : "\(patties) beef"
        let extras = Condiment.allCases.filter(condiments.contains).map(\.rawValue)
            + (bacon ? ["bacon"] : [])
        let toppings = extras.joined(separator: " ")
        return "\(customer): \(kind), \(cooking.rawValue), \(toppings)"
    }
}
// snippet.end

// snippet.menu
/// What a burger comes with unless the customer says otherwise.
struct Menu {
    var patties = 2
    var condiments = Set(Condiment.allCases)
    var cooking = Cooking.normal

    static let standard = Menu()
}
// snippet.end

// snippet.builder
struct BurgerBuilder {
    private var veggie = false
    private var patties: Int
    private var condiments: Set<Condiment>
    private var bacon = false
    private var cooking: Cooking

    init(menu: Menu = .standard) {
        patties = menu.patties
        condiments = menu.condiments
        cooking = menu.cooking
    }

    /// A veggie burger never carries bacon, whichever order the choices come in.
    mutating func setVeggie(_ isVeggie: Bool) {
        veggie = isVeggie
        if isVeggie { bacon = false }
    }
    mutating func addBacon() { bacon = !veggie }
    mutating func setPatties(_ count: Int) { patties = min(max(count, 1), 4) }
    mutating func hold(_ condiment: Condiment) { condiments.remove(condiment) }
    mutating func setCooking(_ choice: Cooking) { cooking = choice }

    func build(for customer: String) -> Burger {
        Burger(customer: customer, veggie: veggie, patties: veggie ? 0 : patties,
               condiments: condiments, bacon: bacon, cooking: cooking)
    }
}
// snippet.end

// snippet.orders
/// The counter takes four orders; each states only what differs from the menu.
func takeOrders(from menu: Menu) -> [Burger] {
    let alice = BurgerBuilder(menu: menu)          // the burger as it comes

    var joe = BurgerBuilder(menu: menu)
    joe.hold(.mayo)
    joe.setCooking(.wellDone)

    var sam = BurgerBuilder(menu: menu)
    sam.addBacon()
    sam.setVeggie(true)                            // changes their mind

    var bob = BurgerBuilder(menu: menu)
    bob.setPatties(3)
    bob.addBacon()
    bob.hold(.pickles)
    bob.setCooking(.rare)

    return [alice.build(for: "Alice"), joe.build(for: "Joe"),
            sam.build(for: "Sam"), bob.build(for: "Bob")]
}
// snippet.end

// snippet.run
print("Standard menu:")
for burger in takeOrders(from: .standard) { print("  " + burger.summary) }

var shortage = Menu.standard
shortage.condiments.remove(.pickles)
shortage.cooking = .wellDone
print("Pickle shortage, and well done is the new default:")
for burger in takeOrders(from: shortage) { print("  " + burger.summary) }
// snippet.end
