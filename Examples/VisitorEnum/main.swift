// snippet.hide
import Foundation

func format(_ value: Double) -> String { String(format: "%.3f", value) }
// snippet.show

// snippet.enum
/// A closed set of shapes: every kind is a case, known to the compiler.
enum Shape {
    case circle(radius: Double)
    case square(side: Double)
    case rectangle(width: Double, height: Double)
}

// Each operation is a function with one switch. The compiler checks that every case is
// handled, so adding a case makes every switch that misses it fail to build.
extension Shape {
    var area: Double {
        switch self {
        case .circle(let radius): .pi * radius * radius
        case .square(let side): side * side
        case .rectangle(let width, let height): width * height
        }
    }

    var edges: Int {
        switch self {
        case .circle: 1
        case .square, .rectangle: 4
        }
    }
}
// snippet.end

// snippet.later
// A new operation, added later, anywhere in the module: no accept, no visitor protocol.
extension Shape {
    var isRound: Bool {
        if case .circle = self { true } else { false }
    }
}
// snippet.end

// snippet.run
let drawing: [Shape] = [
    .circle(radius: 2.5),
    .square(side: 4),
    .rectangle(width: 10, height: 2),
]
for shape in drawing {
    let area = format(shape.area)
    print("\(shape): area \(area), edges \(shape.edges), round \(shape.isRound)")
}
print("Total area: \(format(drawing.map(\.area).reduce(0, +)))")
print("Total edges: \(drawing.map(\.edges).reduce(0, +))")
// snippet.end
