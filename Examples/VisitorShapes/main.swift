// snippet.hide
import Foundation

func format(_ value: Double) -> String { String(format: "%.3f", value) }
// snippet.show

// snippet.operations
struct AreaVisitor: ShapeVisitor {
    func visit(_ circle: Circle) -> Double { .pi * circle.radius * circle.radius }
    func visit(_ square: Square) -> Double { square.side * square.side }
    func visit(_ rectangle: Rectangle) -> Double { rectangle.width * rectangle.height }
}

struct EdgeVisitor: ShapeVisitor {
    func visit(_ circle: Circle) -> Int { 1 }  // one curved edge
    func visit(_ square: Square) -> Int { 4 }
    func visit(_ rectangle: Rectangle) -> Int { 4 }
}
// snippet.end

// snippet.describe
/// Added later, in another file, without touching a single shape.
struct DescriptionVisitor: ShapeVisitor {
    func visit(_ circle: Circle) -> String { "circle, radius \(circle.radius)" }
    func visit(_ square: Square) -> String { "square, side \(square.side)" }
    func visit(_ rectangle: Rectangle) -> String {
        "rectangle, \(rectangle.width) by \(rectangle.height)"
    }
}
// snippet.end

// snippet.run
let drawing: [any Shape] = [
    Circle(radius: 2.5),
    Square(side: 4),
    Rectangle(width: 10, height: 2),
]

for shape in drawing {
    let area = shape.accept(AreaVisitor())
    let edges = shape.accept(EdgeVisitor())
    print("\(shape.accept(DescriptionVisitor())): area \(format(area)), edges \(edges)")
}

let totalArea = drawing.map { $0.accept(AreaVisitor()) }.reduce(0, +)
let totalEdges = drawing.map { $0.accept(EdgeVisitor()) }.reduce(0, +)
print("Total area: \(format(totalArea))")
print("Total edges: \(totalEdges)")
// snippet.end
