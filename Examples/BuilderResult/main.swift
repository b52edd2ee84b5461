// A result builder: the caller lists layers as statements; the builder stacks them.

enum Layer: String {
    case bun, beef, halloumi, cheese, bacon, lettuce, tomato, pickles
}

// snippet.builder
@resultBuilder
enum StackBuilder {
    static func buildExpression(_ layer: Layer) -> [Layer] { [layer] }
    static func buildBlock(_ parts: [Layer]...) -> [Layer] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Layer]?) -> [Layer] { part ?? [] }
    static func buildEither(first part: [Layer]) -> [Layer] { part }
    static func buildEither(second part: [Layer]) -> [Layer] { part }
    static func buildArray(_ parts: [[Layer]]) -> [Layer] { parts.flatMap { $0 } }

    /// The builder's last word: it adds the buns and keeps bacon off a veggie stack.
    static func buildFinalResult(_ layers: [Layer]) -> [Layer] {
        let kept = layers.contains(.halloumi) ? layers.filter { $0 != .bacon } : layers
        return [.bun] + kept + [.bun]
    }
}

struct Burger {
    let customer: String
    let layers: [Layer]

    init(for customer: String, @StackBuilder _ stack: () -> [Layer]) {
        self.customer = customer
        self.layers = stack()
    }
}
// snippet.end

// snippet.orders
func order(for customer: String, veggie: Bool, patties: Int, hungry: Bool) -> Burger {
    Burger(for: customer) {
        if veggie {
            Layer.halloumi
        } else {
            for _ in 0..<patties { Layer.beef }
        }
        Layer.cheese
        if hungry { Layer.bacon }
        Layer.lettuce
        Layer.tomato
    }
}

for burger in [order(for: "Joe", veggie: false, patties: 2, hungry: true),
               order(for: "Sam", veggie: true, patties: 1, hungry: true)] {
    let stack = burger.layers.map(\.rawValue).joined(separator: " / ")
    print("\(burger.customer): \(stack)")
}
// snippet.end
