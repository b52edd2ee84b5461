// snippet.hide
import Foundation
// snippet.show
let products = [
    Product(name: "Kayak", description: "A boat for one person", price: 275, stock: 10),
    Product(name: "Lifejacket", description: "Protective and fashionable",
            price: 48.95, stock: 14),
    Product(name: "Soccer Ball", description: "FIFA-approved size and weight",
            price: 19.5, stock: 32),
]

func money(_ amount: Double) -> String { String(format: "$%.2f", amount) }
func totalValue(of products: [Product]) -> String {
    money(products.reduce(0) { $0 + $1.stockValue })
}

for product in products {
    print("Sales tax for \(product.name): \(money(product.salesTax(rate: 0.2)))")
}
print("Total value of stock: \(totalValue(of: products))")

// A miscount in the warehouse gets typed in.
products[0].stock = -50
print("Kayak stock after recording -50: \(products[0].stock)")
print("Total value of stock: \(totalValue(of: products))")
