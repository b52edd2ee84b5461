// snippet.bound
/// A value that calls its listeners after every real change.
@MainActor
final class Bound<Value: Equatable> {
    private var listeners: [(Value) -> Void] = []

    var value: Value {
        didSet {
            guard value != oldValue else { return }  // no echo, no loop
            for listener in listeners { listener(value) }
        }
    }

    init(_ value: Value) { self.value = value }

    /// Calls `listener` now with the current value, then on each change.
    func bind(_ listener: @escaping (Value) -> Void) {
        listeners.append(listener)
        listener(value)
    }
}
// snippet.end

// snippet.viewmodel
@MainActor
final class NameFormViewModel {
    let leadName = Bound("")
    let bookEnabled = Bound(false)

    init() {
        leadName.bind { [unowned self] name in
            bookEnabled.value = !name.allSatisfy(\.isWhitespace)
        }
    }

    func book() { leadName.value = "" }  // clear the form after booking
}
// snippet.end

// snippet.field
/// A fake text field: `userTyped` is the user, `text` is what it shows.
@MainActor
final class TextField {
    var text = "" {
        didSet { if text != oldValue { print("  field shows \"\(text)\"") } }
    }
    var onEdit: (String) -> Void = { _ in }

    func userTyped(_ newText: String) {
        text = newText
        onEdit(newText)
    }
}
// snippet.end

// snippet.main
let viewModel = NameFormViewModel()
let field = TextField()

// Two-way binding: model to field, field to model.
viewModel.leadName.bind { field.text = $0 }
field.onEdit = { viewModel.leadName.value = $0 }
viewModel.bookEnabled.bind { print("  Book button enabled: \($0)") }

print("-- user types \"In\", then \"Ines\"")
field.userTyped("In")
field.userTyped("Ines")
print("-- Book clears the form")
viewModel.book()
// snippet.end
