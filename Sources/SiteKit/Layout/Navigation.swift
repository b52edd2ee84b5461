/// The chapters grouped by category in catalogue order, for the sidebar and the home page.
struct Navigation {
    private var groups: [(name: String, chapters: [Chapter])] = []

    init(_ chapters: [Chapter]) {
        for chapter in chapters {
            if groups.last?.name == chapter.metadata.category {
                groups[groups.count - 1].chapters.append(chapter)
            } else {
                groups.append((chapter.metadata.category, [chapter]))
            }
        }
    }

    var categories: [CategoryContext] {
        groups.map { group in
            CategoryContext(
                name: group.name, id: HeadingIDs.slug(group.name),
                chapters: group.chapters.map {
                    CategoryContext.Entry(title: $0.metadata.title, href: $0.pagePath, intent: $0.metadata.intent)
                })
        }
    }
}
