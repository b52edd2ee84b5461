/// A delegate protocol that is not class-bound, and a struct that adopts it.
protocol ShowDelegate {
    func showDidStart(_ title: String)
}

struct ConsoleLogger: ShowDelegate {
    func showDidStart(_ title: String) { print("log: \(title) started") }
}

/// The weak entry MulticastDelegate keeps for each delegate.
struct Entry { weak var object: AnyObject? }

let logger = ConsoleLogger()
let entry = Entry(object: logger as AnyObject)  // boxes the struct in a new object
print("the entry still holds the logger: \(entry.object != nil)")
