// The element types. This file doesn't change when a new operation is added.

// snippet.visitor
/// One operation over every kind of shape. Each visit returns the operation's result.
protocol ShapeVisitor {
    associatedtype Result
    func visit(_ circle: Circle) -> Result
    func visit(_ square: Square) -> Result
    func visit(_ rectangle: Rectangle) -> Result
}
// snippet.end

// snippet.shapes
protocol Shape {
    /// The only thing a shape must do for visitors: say which kind it is.
    func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result
}

struct Circle: Shape {
    let radius: Double
    func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

struct Square: Shape {
    let side: Double
    func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}

struct Rectangle: Shape {
    let width: Double
    let height: Double
    func accept<V: ShapeVisitor>(_ visitor: V) -> V.Result { visitor.visit(self) }
}
// snippet.end
