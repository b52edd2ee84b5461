// snippet.protocol
/// A compiler's outline: the steps every compiler runs, in this order.
protocol Compiler {
    // Requirements: the steps a conforming type may replace.
    func analyse() -> String
    func parse() -> String
    func optimise() -> String
    func generate() -> String
}

extension Compiler {
    /// The template method, written once for every compiler.
    func compile() {
        for step in [banner(), analyse(), parse(), optimise(), generate()] {
            print("  \(step)")
        }
    }

    // Defaults for requirements: conforming types may replace them.
    func optimise() -> String { "No optimisation" }

    // NOT a requirement: it exists only in this extension.
    func banner() -> String { "Generic compiler 1.0" }
}
// snippet.end

// snippet.mixins
/// Front ends and back ends supply different steps, and a type mixes one of each.
protocol PascalFrontEnd: Compiler {}
extension PascalFrontEnd {
    func analyse() -> String { "Analysing Pascal" }
    func parse() -> String { "Parsing Pascal" }
}

protocol SwiftFrontEnd: Compiler {}
extension SwiftFrontEnd {
    func analyse() -> String { "Analysing Swift" }
    func parse() -> String { "Parsing Swift" }
}

protocol ARM64BackEnd: Compiler {}
extension ARM64BackEnd {
    func generate() -> String { "Writing ARM64 code" }
}

protocol X86BackEnd: Compiler {}
extension X86BackEnd {
    func generate() -> String { "Writing x86-64 code" }
}

struct PascalForARM64: PascalFrontEnd, ARM64BackEnd {}
// snippet.end

// snippet.trap
struct SwiftForX86: SwiftFrontEnd, X86BackEnd {
    func optimise() -> String { "Optimising with -O" }   // a requirement: used
    func banner() -> String { "Swift compiler 6.3" }     // not a requirement: ignored
}
// snippet.end

// snippet.run
print("PascalForARM64, all defaults:")
PascalForARM64().compile()

print("SwiftForX86, two steps of its own:")
let swiftCompiler = SwiftForX86()
swiftCompiler.compile()

print("Asked directly, SwiftForX86 says: \(swiftCompiler.banner())")
let boxed: any Compiler = swiftCompiler
print("Through the protocol it says: \(boxed.banner())")
// snippet.end
