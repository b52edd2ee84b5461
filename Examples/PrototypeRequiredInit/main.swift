// expect: compile-error
// snippet.hide
/// A pure Swift alternative to NSCopying: no Foundation, no `Any` to cast.
/// (Not called `Copyable`: that name belongs to the standard library.)
protocol Cloning: AnyObject {
    func clone() -> Self
}

class PrintJob: Cloning, CustomStringConvertible {
    var document: String
    var copies: Int

    init(document: String, copies: Int) {
        self.document = document
        self.copies = copies
    }

    /// Every subclass must provide this initializer, so `Self(cloning:)`
    /// always builds an object of the receiver's own class.
    required init(cloning other: PrintJob) {
        document = other.document
        copies = other.copies
    }

    func clone() -> Self { Self(cloning: self) }

    var description: String { "\(copies) copies of \(document)" }
}
// snippet.show
// snippet.subclass
/// A subclass with an initializer of its own inherits none, so it must write
/// the required one too.
final class BoundPrintJob: PrintJob {
    var binding: String

    init(document: String, copies: Int, binding: String) {
        self.binding = binding
        super.init(document: document, copies: copies)
    }
}
// snippet.end
