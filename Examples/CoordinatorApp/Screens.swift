// snippet.halls
/// What the front page can report. It suggests nothing about what happens next.
@MainActor
protocol HallsScreenDelegate: AnyObject {
    func hallsScreen(_ screen: HallsScreen, didSelectHall hall: String)
    func hallsScreenDidSelectHighlight(_ screen: HallsScreen)
}

final class HallsScreen: Screen {
    let title = "Halls"
    let buttons: [String]
    weak var delegate: (any HallsScreenDelegate)?

    init(halls: [String]) { buttons = halls + ["Today's highlight"] }

    func tap(_ label: String) {
        if label == "Today's highlight" {
            delegate?.hallsScreenDidSelectHighlight(self)
        } else {
            delegate?.hallsScreen(self, didSelectHall: label)
        }
    }
}
// snippet.end

// snippet.others
/// One hall and its exhibits; reports a choice through a closure.
final class HallScreen: Screen {
    let title: String
    let buttons: [String]
    var onSelectExhibit: (String) -> Void = { _ in }

    init(_ hall: String, exhibits: [String]) {
        title = hall
        buttons = exhibits
    }

    func tap(_ label: String) { onSelectExhibit(label) }
}

/// One exhibit. With no `onBuyTicket`, it shows no ticket button.
final class ExhibitScreen: Screen {
    let title: String
    var onBuyTicket: (() -> Void)?
    var buttons: [String] { onBuyTicket == nil ? [] : ["Buy ticket"] }

    init(_ exhibit: String) { title = exhibit }

    func tap(_ label: String) { onBuyTicket?() }
}

final class TicketScreen: Screen {
    let title: String
    let buttons: [String] = []
    init(for exhibit: String) { title = "Ticket(\(exhibit))" }
    func tap(_ label: String) {}
}
// snippet.end
