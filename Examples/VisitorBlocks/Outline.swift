/// Added later, in a file of its own, without touching a single block type.
struct Outline: BlockVisitor {
    func visit(_ paragraph: Paragraph) -> String { "paragraph \"\(paragraph.text.prefix(12))…\"" }
    func visit(_ photo: Photo) -> String { "photo \(photo.width)×\(photo.height)" }
    func visit(_ listing: CodeListing) -> String { "code, \(listing.lines.count) lines" }
}
