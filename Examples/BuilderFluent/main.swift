// A fluent builder as a value type: every step returns a new, adjusted order.

enum Paper: String { case a4 = "A4", letter = "Letter", photo = "photo paper" }

struct PrintOrder {
    private var copyCount = 1
    private var isDoubleSided = true
    private var inColour = false
    private var paperChoice = Paper.a4
    private var isStapled = false

    func copies(_ count: Int) -> PrintOrder {
        var next = self
        next.copyCount = min(max(count, 1), 50)
        return next
    }
    func doubleSided() -> PrintOrder {
        var next = self
        next.isDoubleSided = paperChoice != .photo     // the same rule as before
        return next
    }
    func paper(_ choice: Paper) -> PrintOrder {
        var next = self
        next.paperChoice = choice
        if choice == .photo { next.isDoubleSided = false }
        return next
    }
    func colour() -> PrintOrder {
        var next = self
        next.inColour = true
        return next
    }
    func stapled() -> PrintOrder {
        var next = self
        next.isStapled = true
        return next
    }
    /// Presets: static factory properties that hand out preconfigured builders.
    static let standard = PrintOrder()
    static let photoPrint = standard.paper(.photo).colour()

    func build(document: String) -> String {
        let sides = isDoubleSided ? "double-sided" : "single-sided"
        let extras = (inColour ? ", colour" : "") + (isStapled ? ", stapled" : "")
        return "\(document): \(copyCount) × \(paperChoice.rawValue), \(sides)\(extras)"
    }
}

print(PrintOrder.standard.colour().copies(3).build(document: "budget.pdf"))

let shared = PrintOrder.standard.copies(12)      // two colleagues start from one order...
print(shared.stapled().build(document: "agenda.pdf"))
print(shared.build(document: "notes.pdf"))      // ...and the staple does not reach this one

print(PrintOrder.photoPrint.build(document: "team.jpg"))
print(PrintOrder.photoPrint.doubleSided().build(document: "poster.jpg"))
