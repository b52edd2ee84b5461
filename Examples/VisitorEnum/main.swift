// snippet.enum
/// A closed set of blocks: every kind is a case, known to the compiler.
enum Block {
    case paragraph(text: String)
    case photo(caption: String, width: Int, height: Int)
    case code(lines: [String])
}

// Each operation is a function with one switch. The compiler checks that every case is
// handled, so adding a case makes every switch that misses it fail to build.
extension Block {
    var words: Int {
        switch self {
        case .paragraph(let text): text.split(separator: " ").count
        case .photo(let caption, _, _): caption.split(separator: " ").count
        case .code: 0
        }
    }

    var printHeight: Int {
        switch self {
        case .paragraph(let text): 6 * (text.count / 60 + 1)
        case .photo(_, let width, let height): 160 * height / width
        case .code(let lines): 5 * lines.count
        }
    }
}
// snippet.end

// snippet.later
// A new operation, added later, anywhere in the module: no accept, no visitor protocol.
extension Block {
    var needsAltText: Bool {
        if case .photo = self { true } else { false }
    }
}
// snippet.end

// snippet.run
let article: [Block] = [
    .paragraph(text: "Tides turn twice a day along this stretch of coast, about an hour later each day."),
    .photo(caption: "Low tide at the harbour wall", width: 1200, height: 800),
    .code(lines: ["let rise = 2.4", "let fall = 1.9", "print(rise - fall)"]),
]
for (number, block) in article.enumerated() {
    print("Block \(number + 1): \(block.words) words, \(block.printHeight) mm, " +
          "alt text \(block.needsAltText ? "needed" : "not needed")")
}
print("Total: \(article.map(\.words).reduce(0, +)) words, " +
      "\(article.map(\.printHeight).reduce(0, +)) mm of page")
// snippet.end
