// snippet.slices
/// One protocol per responsibility the singleton used to carry all at once.
@MainActor protocol CurrentUserProvider {
    var currentUser: String? { get }
}

@MainActor protocol CurrentCart {
    var cartItems: [String] { get }
    func add(_ item: String)
}

@MainActor protocol ItemFetcher {
    func fetchItems() -> [String]
}
// snippet.end

// snippet.singleton
/// The singleton keeps existing while callers migrate; it adopts every slice.
@MainActor
final class SessionController: CurrentUserProvider, CurrentCart, ItemFetcher {
    static let shared = SessionController()

    private(set) var currentUser: String? = "fred"
    private(set) var cartItems: [String] = []

    private init() {}

    func add(_ item: String) { cartItems.append(item) }
    func fetchItems() -> [String] { ["kayak", "lifejacket", "paddle"] }
}
// snippet.end

// snippet.screen
/// A screen that once read `SessionController.shared` directly.
/// Now it says exactly what it needs, and the caller decides who provides it.
@MainActor
struct ShopScreen {
    let user: any CurrentUserProvider
    let cart: any CurrentCart
    let catalogue: any ItemFetcher

    func buyFirstItem() {
        guard let name = user.currentUser else {
            print("  nobody is signed in; nothing bought")
            return
        }
        let item = catalogue.fetchItems()[0]
        cart.add(item)
        print("  \(name) bought \(item); cart now \(cart.cartItems)")
    }
}
// snippet.end

// snippet.stub
/// A stand-in for tests and previews: no shared state, nothing to reset.
@MainActor
final class StubSession: CurrentUserProvider, CurrentCart, ItemFetcher {
    let currentUser: String?
    private(set) var cartItems: [String] = []

    init(user: String?) { currentUser = user }

    func add(_ item: String) { cartItems.append(item) }
    func fetchItems() -> [String] { ["test canoe"] }
}
// snippet.end

// snippet.use
print("With the real singleton:")
let shared = SessionController.shared
ShopScreen(user: shared, cart: shared, catalogue: shared).buyFirstItem()

print("With a stub that has a user:")
let stub = StubSession(user: "wilma")
ShopScreen(user: stub, cart: stub, catalogue: stub).buyFirstItem()

print("With a stub that has nobody signed in:")
let empty = StubSession(user: nil)
ShopScreen(user: empty, cart: empty, catalogue: empty).buyFirstItem()

print("The singleton's cart was touched once: \(SessionController.shared.cartItems)")
// snippet.end
