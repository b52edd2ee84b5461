import Foundation

/// A library module of an example: a subfolder of the example's folder, which `main.swift` and
/// the example's other modules import by the folder's name. (`Package.swift` makes the same
/// subfolders targets, by the same rule.) It lets an example show what a module wall does:
/// access control across modules, retroactive conformances, a façade that really hides.
struct ExampleModule: Sendable, Equatable, Codable {
    var name: String
    /// Its files' names relative to the example's folder, such as `Billing/Invoice.swift`.
    var files: [String]
    /// The modules of the same example it imports.
    var imports: [String]

    /// The folder that holds an example's resources instead of a module.
    static let resourcesFolder = "Resources"

    /// The modules `text` imports, with the line of each import (1-based): `import X`,
    /// `public import X`, `@testable import X`, `import struct X.Y`.
    static func imports(in text: String) -> [(module: String, line: Int)] {
        var found: [(String, Int)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let position = words.firstIndex(of: "import"),
                words[..<position].allSatisfy({
                    $0.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains($0)
                })
            else { continue }
            var rest = words[(position + 1)...]
            if let kind = rest.first,
                ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(kind)
            {
                rest = rest.dropFirst()
            }
            guard let module = rest.first?.split(separator: ".").first else { continue }
            found.append((String(module), index + 1))
        }
        return found
    }

    /// The modules in dependency order (a module after those it imports), or the located
    /// problem of an import cycle.
    static func ordered(_ modules: [ExampleModule], example: String) -> Result<[ExampleModule], Diagnostic> {
        var done: [ExampleModule] = []
        var remaining = modules
        while !remaining.isEmpty {
            guard
                let next = remaining.firstIndex(where: { module in
                    module.imports.allSatisfy { name in done.contains { $0.name == name } }
                })
            else {
                let cycle = remaining.map(\.name).sorted()
                let first = modules.first { $0.name == cycle[0] }
                return .failure(
                    Diagnostic(
                        file: "Examples/\(example)/\(first?.files.first ?? cycle[0])",
                        message:
                            "the modules \(cycle.joined(separator: ", ")) of '\(example)' import each other in a cycle",
                        hint:
                            "a module cannot depend on itself through others: move what both need into a module of its own"
                    ))
            }
            done.append(remaining.remove(at: next))
        }
        return .success(done)
    }
}
