// snippet.hide
import Foundation
// snippet.show
// snippet.tuples
// Each product is a tuple: name, description, price, stock.
let products = [
    ("Kayak", "A boat for one person", 275.0, 10),
    ("Lifejacket", "Protective and fashionable", 48.95, 14),
    ("Soccer Ball", "FIFA-approved size and weight", 19.5, 32),
]

func salesTax(of product: (String, String, Double, Int)) -> Double {
    product.2 * 0.2
}

func stockValue(of products: [(String, String, Double, Int)]) -> Double {
    products.reduce(0) { total, product in total + product.2 * Double(product.3) }
}
// snippet.end

// snippet.use
func money(_ amount: Double) -> String { String(format: "$%.2f", amount) }

for product in products {
    print("Sales tax for \(product.0): \(money(salesTax(of: product)))")
}
print("Total value of stock: \(money(stockValue(of: products)))")
// snippet.end
