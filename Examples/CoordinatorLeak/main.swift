// snippet.wiring
enum Wiring: String, CaseIterable {
    case weakUp = "everything pointing up the tree is weak"
    case strongCapture = "a screen's closure captures its coordinator"
    case strongParent = "a child holds its parent strongly"
}
// snippet.end

// snippet.coordinators
@MainActor
final class AppCoordinator {
    let navigator = Navigator()  // the root coordinator owns the stack
    private var children: [SignUpCoordinator] = []
    private let wiring: Wiring

    init(_ wiring: Wiring) { self.wiring = wiring }
    deinit { print("    ~AppCoordinator") }

    func start() {
        let home = ButtonScreen("Home", buttons: ["Join"])
        if wiring == .strongCapture {
            home.onTap = { _ in self.startSignUp() }
        } else {
            home.onTap = { [weak self] _ in self?.startSignUp() }
        }
        navigator.push(home)
    }

    private func startSignUp() {
        let signUp = SignUpCoordinator(navigator: navigator)
        if wiring == .strongParent { signUp.strongParent = self } else { signUp.parent = self }
        children.append(signUp)
        signUp.start()
    }
}

@MainActor
final class SignUpCoordinator {
    weak var parent: AppCoordinator?
    var strongParent: AppCoordinator?  // the mistake, used by one run only
    private let navigator: Navigator

    init(navigator: Navigator) { self.navigator = navigator }
    deinit { print("    ~SignUpCoordinator") }

    func start() { navigator.push(ButtonScreen("Email", buttons: ["Next"])) }
}
// snippet.end

// snippet.main
for wiring in Wiring.allCases {
    print("— \(wiring.rawValue)")
    do {
        let app = AppCoordinator(wiring)
        app.start()
        app.navigator.tap("Join")
    }  // the visitor signs out mid sign-up: the app drops this root
    print("  scope ended")
}
// snippet.end
