// A result builder: the caller lists a booklet's pages as statements; the builder lays them out.

// snippet.builder
enum Page {
    case cover, blank
    case text(String)
    case photo(String)

    var label: String {
        switch self {
        case .cover: "cover"
        case .blank: "blank"
        case .text(let title): title
        case .photo(let caption): "photo: \(caption)"
        }
    }
}

@resultBuilder
enum BookletBuilder {
    static func buildExpression(_ page: Page) -> [Page] { [page] }
    static func buildBlock(_ parts: [Page]...) -> [Page] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Page]?) -> [Page] { part ?? [] }
    static func buildEither(first part: [Page]) -> [Page] { part }
    static func buildEither(second part: [Page]) -> [Page] { part }
    static func buildArray(_ parts: [[Page]]) -> [Page] { parts.flatMap { $0 } }

    /// The builder's last word: a cover first, and blank pages up to a multiple of four,
    /// because each folded sheet of a booklet carries four pages.
    static func buildFinalResult(_ pages: [Page]) -> [Page] {
        var laidOut = [Page.cover] + pages
        while laidOut.count % 4 != 0 { laidOut.append(.blank) }
        return laidOut
    }
}

struct Booklet {
    let pages: [Page]
    init(@BookletBuilder _ pages: () -> [Page]) { self.pages = pages() }
}
// snippet.end

// snippet.booklets
func programme(talks: [String], photos: Bool) -> Booklet {
    Booklet {
        Page.text("Welcome")
        for talk in talks {
            Page.text("Talk: \(talk)")
        }
        if photos {
            Page.photo("last year's meetup")
        } else {
            Page.text("Notes")
        }
    }
}

for booklet in [programme(talks: ["Actors", "Macros"], photos: true),
                programme(talks: ["Generics", "Regex", "Testing"], photos: false)] {
    print(booklet.pages.map(\.label).joined(separator: " | "))
}
// snippet.end
