// expect: compile-error
/// A block protocol with an associated type: each kind has its own kind of summary.
protocol Block {
    associatedtype Summary
    var summary: Summary { get }
    func matches(_ summary: Summary) -> Bool
}

struct Paragraph: Block {
    let text: String
    var summary: Int { text.split(separator: " ").count }
    func matches(_ summary: Int) -> Bool { self.summary == summary }
}

// Since Swift 5.7 this is allowed: `any Block` works although Block has an associated type.
let blocks: [any Block] = [Paragraph(text: "Tides turn twice a day")]

let summary = blocks[0].summary           // allowed, but its type is erased to Any
let words: Int = blocks[0].summary        // so it is no longer an Int
let same = blocks[0].matches(5)           // and Summary can't be passed in at all
