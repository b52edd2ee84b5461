// snippet.types
protocol Shape {
    func accept(_ inspector: Inspector) -> String
}

struct Circle: Shape {
    func accept(_ inspector: Inspector) -> String { inspector.inspect(self) }
}

struct Square: Shape {
    func accept(_ inspector: Inspector) -> String { inspector.inspect(self) }
}

/// Three overloads: which one runs is decided by the argument's *static* type.
struct Inspector {
    func inspect(_ shape: any Shape) -> String { "inspect(any Shape)" }
    func inspect(_ circle: Circle) -> String { "inspect(Circle)" }
    func inspect(_ square: Square) -> String { "inspect(Square)" }
    func inspect(_ triangle: Triangle) -> String { "inspect(Triangle)" }  // see part 4
}
// snippet.end

let inspector = Inspector()

// snippet.direct
print("1. Concrete variables: the compiler knows the types")
let circle = Circle()
let square = Square()
print("   circle -> \(inspector.inspect(circle))")
print("   square -> \(inspector.inspect(square))")

print("2. The same values in an [any Shape]: overloads see only the protocol")
let shapes: [any Shape] = [circle, square]
for shape in shapes {
    print("   \(type(of: shape)) -> \(inspector.inspect(shape))")
}
// snippet.end

// snippet.accept
print("3. accept(_:): the shape calls back with its own type")
for shape in shapes {
    print("   \(type(of: shape)) -> \(shape.accept(inspector))")
}
// snippet.end

// snippet.trap
/// A shortcut that looks harmless: one accept(_:) for every shape, in an extension.
protocol LazyShape: Shape {}

extension LazyShape {
    // Inside a protocol extension `self` has the generic type Self, not Triangle,
    // so this call can only match the `any Shape` overload.
    func accept(_ inspector: Inspector) -> String { inspector.inspect(self) }
}

struct Triangle: LazyShape {}

print("4. accept(_:) written once in a protocol extension")
let triangle: any Shape = Triangle()
print("   \(type(of: triangle)) -> \(triangle.accept(inspector))")
print("   but directly: \(inspector.inspect(Triangle()))")
// snippet.end
