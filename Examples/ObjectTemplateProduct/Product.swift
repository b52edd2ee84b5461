/// The template every product is made from: its data and the behaviour
/// that belongs with it.
final class Product {
    let name: String
    let description: String
    var price: Double
    var stock: Int

    init(name: String, description: String, price: Double, stock: Int) {
        self.name = name
        self.description = description
        self.price = price
        self.stock = stock
    }

    func salesTax(rate: Double) -> Double {
        price * rate
    }

    var stockValue: Double {
        price * Double(stock)
    }
}
