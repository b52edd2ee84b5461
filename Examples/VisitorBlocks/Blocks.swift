// The element types. This file doesn't change when a new operation is added.

// snippet.visitor
/// One operation over every kind of block. Each visit returns the operation's result.
protocol BlockVisitor {
    associatedtype Result
    func visit(_ paragraph: Paragraph) -> Result
    func visit(_ photo: Photo) -> Result
    func visit(_ listing: CodeListing) -> Result
}
// snippet.end

// snippet.blocks
protocol Block {
    /// The only thing a block must do for visitors: say which kind it is.
    func accept<V: BlockVisitor>(_ visitor: V) -> V.Result
}

struct Paragraph: Block {
    let text: String
    func accept<V: BlockVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

struct Photo: Block {
    let caption: String
    let width: Int
    let height: Int
    func accept<V: BlockVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

struct CodeListing: Block {
    let lines: [String]
    func accept<V: BlockVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}
// snippet.end
