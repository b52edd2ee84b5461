/// The same public face as before; the implementation behind it has changed.
final class Product {
    let name: String
    let description: String
    var price: Double
    private var storedStock: Int

    init(name: String, description: String, price: Double, stock: Int) {
        self.name = name
        self.description = description
        self.price = price
        storedStock = max(0, stock)
    }

    // snippet.stock
    /// Still reads and writes like a stored property, but can no longer go negative.
    var stock: Int {
        get { storedStock }
        set { storedStock = max(0, newValue) }
    }
    // snippet.end

    // snippet.tax
    /// Sales tax is now capped at $10 per item.
    func salesTax(rate: Double) -> Double {
        min(10, price * rate)
    }
    // snippet.end

    var stockValue: Double {
        price * Double(stock)
    }
}
