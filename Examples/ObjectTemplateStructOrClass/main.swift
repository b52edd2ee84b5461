// snippet.types
/// A value: whoever holds one holds their own copy.
struct StockCount {
    let product: String
    var units: Int
}

/// An entity: everyone who holds it holds the same object.
final class StockRecord {
    let product: String
    var units: Int
    init(product: String, units: Int) {
        self.product = product
        self.units = units
    }
}
// snippet.end

// snippet.screens
/// Two parts of a shop app look at the same product's stock.
struct SalesScreen<Stock> {
    var stock: Stock
}
struct WarehouseScreen<Stock> {
    var stock: Stock
}
// snippet.end

// snippet.use
print("With a struct:")
var salesCount = SalesScreen(stock: StockCount(product: "Kayak", units: 10))
let warehouseCount = WarehouseScreen(stock: salesCount.stock)
salesCount.stock.units -= 3                          // sell three kayaks
print("  sales screen shows \(salesCount.stock.units)")
print("  warehouse screen shows \(warehouseCount.stock.units)")

print("With a class:")
let salesRecord = SalesScreen(stock: StockRecord(product: "Kayak", units: 10))
let warehouseRecord = WarehouseScreen(stock: salesRecord.stock)
salesRecord.stock.units -= 3                         // sell three kayaks
print("  sales screen shows \(salesRecord.stock.units)")
print("  warehouse screen shows \(warehouseRecord.stock.units)")
// snippet.end
