// snippet.hide
import Foundation

// Flush after every line, so the lines printed before the trap are not lost.
func print(_ line: String) {
    Swift.print(line)
    fflush(nil)
}
// snippet.show
// snippet.container
/// A registry keyed by type: ask for a type, get whatever was registered for it.
@MainActor final class Container {
    private var makers: [ObjectIdentifier: () -> Any] = [:]

    func register<Service>(_ type: Service.Type, _ make: @escaping () -> Service) {
        makers[ObjectIdentifier(type)] = make
    }

    func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        guard let make = makers[ObjectIdentifier(type)] else {
            fatalError("nothing registered for \(type)")
        }
        return make() as! Service
    }
}
// snippet.end

// snippet.live
struct ConsoleMessenger: Messenger {
    func send(_ text: String, to member: String) { print("  text to \(member): \(text)") }
}
// snippet.end

// snippet.register
let container = Container()
let book = LoanBook()
container.register((any LoanStore).self) { book }
container.register(ConsoleMessenger.self) { ConsoleMessenger() }   // the concrete type
container.register(LoanDesk.self) {
    LoanDesk(store: container.resolve(), messenger: container.resolve(ConsoleMessenger.self))
}
// snippet.end

// snippet.locator
/// Added months later. Its initializer hides what it needs: only running it tells.
@MainActor struct WeeklyDigest {
    private let container: Container
    init(container: Container) { self.container = container }

    func send() {
        let store: any LoanStore = container.resolve()
        print("  \(store.all.count) loan(s) to report")
        let messenger: any Messenger = container.resolve()   // asks for the protocol
        for loan in store.all {
            messenger.send("You have the \(loan.tool)", to: loan.member)
        }
    }
}
// snippet.end

// snippet.use
print("Lending:")
container.resolve(LoanDesk.self).lend("sander", to: "Jonas")
print("Weekly digest:")
WeeklyDigest(container: container).send()
// snippet.end
