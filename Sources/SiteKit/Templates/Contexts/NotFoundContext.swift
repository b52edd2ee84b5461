/// What `404.mustache` is given.
struct NotFoundContext: TemplateContext {
    var chapterCount: Int

    static let fields: [String: TemplateField<Self>] = [
        "chapterCount": .value { $0.chapterCount }
    ]
}
