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
/// Its one new property has a default, so it declares no initializer and
/// inherits every designated one, including the required init(cloning:).
final class BoundPrintJob: PrintJob {
    var binding = "none"

    override var description: String { super.description + ", binding \(binding)" }
}
// snippet.end

// snippet.use
let thesis = BoundPrintJob(document: "thesis.pdf", copies: 3)
thesis.binding = "hardcover"
let reprint = thesis.clone()
print("original: \(thesis)")
print("clone:    \(reprint)")
print("clone is a \(type(of: reprint)); binding copied: \(reprint.binding == thesis.binding)")
// snippet.end
