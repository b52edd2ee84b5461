// snippet.protocols
protocol DatePickerDelegate: AnyObject {
    func datePicker(_ picker: any DatePicker, didPick day: String)
}

/// The three pickers below differ only in how they report a pick.
protocol DatePicker: AnyObject {
    func pick(_ day: String)
}
// snippet.end

// snippet.pickers
final class WeakDelegatePicker: DatePicker {
    weak var delegate: (any DatePickerDelegate)?
    deinit { print("  picker deinit") }
    func pick(_ day: String) { delegate?.datePicker(self, didPick: day) }
}

final class StrongDelegatePicker: DatePicker {
    var delegate: (any DatePickerDelegate)?  // forgot `weak`
    deinit { print("  picker deinit") }
    func pick(_ day: String) { delegate?.datePicker(self, didPick: day) }
}

final class ClosurePicker: DatePicker {
    var onPick: ((String) -> Void)?
    deinit { print("  picker deinit") }
    func pick(_ day: String) { onPick?(day) }
}
// snippet.end

// snippet.screens
enum Wiring: String, CaseIterable {
    case weakDelegate = "weak delegate"
    case strongDelegate = "strong delegate"
    case weakCapture = "closure capturing [weak self]"
    case strongCapture = "closure capturing self"
}

/// Owns its picker, like a view controller owns its views.
final class MatineeScreen: DatePickerDelegate {
    let picker: any DatePicker
    private(set) var chosen = "none"

    init(_ wiring: Wiring) {
        switch wiring {
        case .weakDelegate:
            let picker = WeakDelegatePicker()
            self.picker = picker
            picker.delegate = self
        case .strongDelegate:
            let picker = StrongDelegatePicker()
            self.picker = picker
            picker.delegate = self
        case .weakCapture:
            let picker = ClosurePicker()
            self.picker = picker
            picker.onPick = { [weak self] day in self?.chosen = day }
        case .strongCapture:
            let picker = ClosurePicker()
            self.picker = picker
            picker.onPick = { day in self.chosen = day }
        }
    }

    deinit { print("  screen deinit") }

    func datePicker(_ picker: any DatePicker, didPick day: String) { chosen = day }
}
// snippet.end

// snippet.main
for wiring in Wiring.allCases {
    print(wiring.rawValue)
    do {
        let screen = MatineeScreen(wiring)
        screen.picker.pick("Sat 14")
        print("  picked \(screen.chosen)")
    }  // the last outside reference to the screen ends here
    print("  scope ended")
}
// snippet.end
