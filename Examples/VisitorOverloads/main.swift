// snippet.types
protocol Block {
    func accept(_ renderer: Renderer) -> String
}

struct Paragraph: Block {
    func accept(_ renderer: Renderer) -> String { renderer.render(self) }
}

struct Photo: Block {
    func accept(_ renderer: Renderer) -> String { renderer.render(self) }
}

/// Overloads: which one runs is decided by the argument's *static* type.
struct Renderer {
    func render(_ block: any Block) -> String { "render(any Block)" }
    func render(_ paragraph: Paragraph) -> String { "render(Paragraph)" }
    func render(_ photo: Photo) -> String { "render(Photo)" }
    func render(_ divider: Divider) -> String { "render(Divider)" }  // see part 4
}
// snippet.end

let renderer = Renderer()

// snippet.direct
print("1. Concrete variables: the compiler knows the types")
let paragraph = Paragraph()
let photo = Photo()
print("   paragraph -> \(renderer.render(paragraph))")
print("   photo -> \(renderer.render(photo))")

print("2. The same values in an [any Block]: overloads see only the protocol")
let blocks: [any Block] = [paragraph, photo]
for block in blocks {
    print("   \(type(of: block)) -> \(renderer.render(block))")
}
// snippet.end

// snippet.accept
print("3. accept(_:): the block calls back with its own type")
for block in blocks {
    print("   \(type(of: block)) -> \(block.accept(renderer))")
}
// snippet.end

// snippet.trap
/// A shortcut that looks harmless: one accept(_:) for every block, in an extension.
protocol PlainBlock: Block {}

extension PlainBlock {
    // Inside a protocol extension `self` has the generic type Self, not Divider,
    // so this call can only match the `any Block` overload.
    func accept(_ renderer: Renderer) -> String { renderer.render(self) }
}

struct Divider: PlainBlock {}

print("4. accept(_:) written once in a protocol extension")
let divider: any Block = Divider()
print("   \(type(of: divider)) -> \(divider.accept(renderer))")
print("   but directly: \(renderer.render(Divider()))")
// snippet.end
