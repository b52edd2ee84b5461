// A clinic's ticket dispenser, which every desk is meant to share.
// Nothing stops each desk from making its own, so numbers repeat.
final class TicketDispenser {
    let room: String
    private(set) var issued: [Int] = []

    init(room: String) { self.room = room }

    func takeNumber() -> Int {
        let number = issued.count + 1
        issued.append(number)
        return number
    }
}

// snippet.desks
struct ReceptionDesk {
    let dispenser = TicketDispenser(room: "waiting room")
    func checkIn(_ patient: String) {
        print("Reception gives \(patient) ticket \(dispenser.takeNumber())")
    }
}

struct PharmacyDesk {
    let dispenser = TicketDispenser(room: "waiting room")
    func collect(for patient: String) {
        print("Pharmacy gives \(patient) ticket \(dispenser.takeNumber())")
    }
}

struct CallBoard {
    let dispenser = TicketDispenser(room: "waiting room")
    func show() {
        print("Call board: \(dispenser.issued.count) tickets issued in the \(dispenser.room)")
    }
}
// snippet.end

let reception = ReceptionDesk()
let pharmacy = PharmacyDesk()
reception.checkIn("Ines")
reception.checkIn("Kofi")
pharmacy.collect(for: "Mara")
CallBoard().show()
print("Reception and pharmacy share a dispenser: \(reception.dispenser === pharmacy.dispenser)")
