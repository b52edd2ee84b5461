// A backup server that every part of the program is meant to share.
// Nothing stops each part from making its own, so the data ends up scattered.
final class BackupServer {
    let name: String
    private(set) var items: [String] = []

    init(name: String) { self.name = name }

    func backup(_ item: String) {
        items.append(item)
    }
}

// snippet.desks
struct OrderDesk {
    let server = BackupServer(name: "MainServer")
    func close(order number: Int) {
        server.backup("order \(number)")
        print("OrderDesk backed up order \(number) to \(server.name)")
    }
}

struct InvoiceDesk {
    let server = BackupServer(name: "MainServer")
    func send(invoice number: Int) {
        server.backup("invoice \(number)")
        print("InvoiceDesk backed up invoice \(number) to \(server.name)")
    }
}

struct RestoreTool {
    let server = BackupServer(name: "MainServer")
    func restore() {
        print("RestoreTool finds \(server.items.count) items on \(server.name)")
    }
}
// snippet.end

let orders = OrderDesk()
let invoices = InvoiceDesk()
orders.close(order: 1001)
orders.close(order: 1002)
invoices.send(invoice: 77)
RestoreTool().restore()
print("Orders and invoices share a server: \(orders.server === invoices.server)")
