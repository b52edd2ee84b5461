// Two ways to give a burger defaults without a builder, and what each leaves unsolved.

enum Cooking: String { case rare, normal, wellDone = "well done" }

// snippet.telescoping
/// Each shorter initializer fills in one more default and calls the next one up.
final class TelescopingBurger {
    let customer: String, veggie: Bool, patties: Int
    let pickles: Bool, mayo: Bool, ketchup: Bool, lettuce: Bool, cook: Cooking

    init(customer: String, veggie: Bool, patties: Int, pickles: Bool,
         mayo: Bool, ketchup: Bool, lettuce: Bool, cook: Cooking) {
        self.customer = customer; self.veggie = veggie; self.patties = patties
        self.pickles = pickles; self.mayo = mayo; self.ketchup = ketchup
        self.lettuce = lettuce; self.cook = cook
    }
    convenience init(customer: String, veggie: Bool, patties: Int) {
        self.init(customer: customer, veggie: veggie, patties: patties, pickles: true,
                  mayo: true, ketchup: true, lettuce: true, cook: .normal)
    }
    convenience init(customer: String, veggie: Bool) {
        self.init(customer: customer, veggie: veggie, patties: 2)
    }
    convenience init(customer: String) {
        self.init(customer: customer, veggie: false)
    }
}
// snippet.end

// snippet.telescopingOrders
let alice = TelescopingBurger(customer: "Alice")
// Joe only wants no mayo. No short initializer skips mayo, so the counter
// calls the long one and restates every other default from memory.
let joe = TelescopingBurger(customer: "Joe", veggie: false, patties: 1, pickles: true,
                            mayo: false, ketchup: true, lettuce: true, cook: .normal)
for burger in [alice, joe] {
    print("\(burger.customer): patties \(burger.patties), mayo \(burger.mayo)")
}
// snippet.end

// snippet.defaults
/// Default arguments: one initializer, and callers name only what differs.
struct Burger {
    var customer: String
    var veggie = false
    var patties = 2
    var pickles = true, mayo = true, ketchup = true, lettuce = true
    var bacon = false
    var cook = Cooking.normal

    var summary: String {
        let extras = [("pickles", pickles), ("mayo", mayo), ("ketchup", ketchup),
                      ("lettuce", lettuce), ("bacon", bacon)]
            .filter(\.1).map(\.0).joined(separator: ", ")
        let kind = veggie ? "veggie" : "\(patties) patties"
        return "\(customer): \(kind), \(extras), \(cook.rawValue)"
    }
}
// snippet.end

// snippet.defaultOrders
print(Burger(customer: "Joe", mayo: false).summary)
// Nothing stops a combination the kitchen cannot make.
print(Burger(customer: "Sam", veggie: true, bacon: true).summary)
// snippet.end
