/// What `sidebar.mustache`, the chapter list every page shows, is given.
struct SidebarContext: TemplateContext {
    var categories: [CategoryContext]

    static let fields: [String: TemplateField<Self>] = [
        "categories": .each { $0.categories }
    ]
}
