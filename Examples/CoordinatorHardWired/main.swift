// snippet.screens
/// The museum's front page: its halls, and a banner for today's highlight.
final class HallsScreen: Screen {
    let title = "Halls"
    let buttons = ["Fossils", "Today's highlight"]
    private let navigator: Navigator
    private let sellsTickets: Bool

    init(navigator: Navigator, sellsTickets: Bool) {
        self.navigator = navigator
        self.sellsTickets = sellsTickets
    }

    func tap(_ label: String) {
        if label == "Today's highlight" {
            // Added later, by someone else: which arguments does ExhibitScreen need?
            navigator.push(ExhibitScreen("Trilobite", navigator: navigator))
        } else {
            navigator.push(HallScreen(label, navigator: navigator, sellsTickets: sellsTickets))
        }
    }
}

/// One hall and its exhibits.
final class HallScreen: Screen {
    let title: String
    let buttons = ["Ammonite", "Trilobite"]
    private let navigator: Navigator
    private let sellsTickets: Bool  // not used here: only passed on

    init(_ hall: String, navigator: Navigator, sellsTickets: Bool) {
        title = hall
        self.navigator = navigator
        self.sellsTickets = sellsTickets
    }

    func tap(_ label: String) {
        navigator.push(ExhibitScreen(label, navigator: navigator, sellsTickets: sellsTickets))
    }
}

/// One exhibit, with a ticket button for its special exhibition.
final class ExhibitScreen: Screen {
    let title: String
    private let navigator: Navigator
    private let sellsTickets: Bool
    var buttons: [String] { sellsTickets ? ["Buy ticket"] : [] }

    // The kiosk flag came last; the default keeps older call sites compiling.
    init(_ exhibit: String, navigator: Navigator, sellsTickets: Bool = true) {
        title = exhibit
        self.navigator = navigator
        self.sellsTickets = sellsTickets
    }

    func tap(_ label: String) { navigator.push(TicketScreen(for: title)) }
}

final class TicketScreen: Screen {
    let title: String
    let buttons: [String] = []
    init(for exhibit: String) { title = "Ticket(\(exhibit))" }
    func tap(_ label: String) {}
}
// snippet.end

// snippet.main
print("— the app on a phone")
let phone = Navigator()
phone.push(HallsScreen(navigator: phone, sellsTickets: true))
phone.tap("Fossils")
phone.tap("Ammonite")
phone.tap("Buy ticket")

print("— the kiosk in the lobby, which must not sell tickets")
let kiosk = Navigator()
kiosk.push(HallsScreen(navigator: kiosk, sellsTickets: false))
kiosk.tap("Fossils")
kiosk.tap("Ammonite")
kiosk.tap("Buy ticket")
kiosk.back()
kiosk.back()
kiosk.tap("Today's highlight")
kiosk.tap("Buy ticket")
// snippet.end
