// snippet.operations
/// How many words a reader reads: code doesn't count.
struct WordCounter: BlockVisitor {
    func visit(_ paragraph: Paragraph) -> Int { paragraph.text.split(separator: " ").count }
    func visit(_ photo: Photo) -> Int { photo.caption.split(separator: " ").count }
    func visit(_ listing: CodeListing) -> Int { 0 }
}

/// Height on a printed page with a 160 mm column, in millimetres.
struct PrintHeight: BlockVisitor {
    func visit(_ paragraph: Paragraph) -> Int { 6 * (paragraph.text.count / 60 + 1) }
    func visit(_ photo: Photo) -> Int { 160 * photo.height / photo.width }
    func visit(_ listing: CodeListing) -> Int { 5 * listing.lines.count }
}
// snippet.end

// snippet.run
let article: [any Block] = [
    Paragraph(text: "Tides turn twice a day along this stretch of coast, about an hour later each day."),
    Photo(caption: "Low tide at the harbour wall", width: 1200, height: 800),
    CodeListing(lines: ["let rise = 2.4", "let fall = 1.9", "print(rise - fall)"]),
]

for block in article {
    let words = block.accept(WordCounter())
    let height = block.accept(PrintHeight())
    print("\(block.accept(Outline())): \(words) words, \(height) mm")
}

let totalWords = article.map { $0.accept(WordCounter()) }.reduce(0, +)
let totalHeight = article.map { $0.accept(PrintHeight()) }.reduce(0, +)
print("Total: \(totalWords) words, \(totalHeight) mm of page")
// snippet.end
