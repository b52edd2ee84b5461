// expect: compile-error
// The same builder, with pages written in leading-dot form, one per line.

enum Page { case cover, welcome, agenda, notes }

@resultBuilder
enum BookletBuilder {
    static func buildExpression(_ page: Page) -> [Page] { [page] }
    static func buildBlock(_ parts: [Page]...) -> [Page] { parts.flatMap { $0 } }
}

struct Booklet {
    let pages: [Page]
    init(@BookletBuilder _ pages: () -> [Page]) { self.pages = pages() }
}

// snippet.dots
let booklet = Booklet {
    .welcome
    .agenda
    .notes
}
// snippet.end
