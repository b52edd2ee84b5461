import Foundation

/// An error found in the project, located where the author can fix it.
///
/// Every stage reports problems as diagnostics instead of stopping at the first one, so an
/// author sees everything that is wrong in one pass.
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the problem is in, relative to the project root when it is inside it.
    package var file: String
    /// The 1-based line, or `nil` when the problem concerns the whole file.
    package var line: Int?
    /// The 1-based column, or `nil` when unknown.
    package var column: Int?
    package var message: String
    /// What the author can do about it.
    package var hint: String?

    package init(
        file: String, line: Int? = nil, column: Int? = nil, message: String, hint: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.hint = hint
    }

    /// `path:line:column: error: message`, the form compilers use and editors jump to, with the
    /// hint on its own indented line.
    package var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            location += ":\(column ?? 1)"
        }
        var text = "\(location): error: \(message)"
        if let hint { text += "\n    hint: \(hint)" }
        return text
    }
}

/// The diagnostics that stopped a build; thrown at the end of the stage that found them.
package struct BuildFailure: Error, Sendable, CustomStringConvertible {
    package var diagnostics: [Diagnostic]

    package init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// A file-system error met while writing `what`: the file it names, and what it said.
    init(_ error: any Error, writing what: String) {
        if let failure = error as? BuildFailure {
            self = failure
            return
        }
        if let failure = error as? FileWriter.Failure {
            self.init([Diagnostic(file: failure.path, message: failure.description, hint: failure.hint)])
            return
        }
        let path = (error as NSError).userInfo[NSFilePathErrorKey] as? String
        self.init([
            Diagnostic(
                file: path ?? "Site", message: "could not write \(what): \(FileWriter.reason(error))",
                hint: "check that the disk has room and that the folder is writable, then build again")
        ])
    }

    package var description: String {
        let summary = diagnostics.count == 1 ? "1 error" : "\(diagnostics.count) errors"
        return (diagnostics.map(\.description) + ["\(summary)."])
            .joined(separator: "\n")
    }
}

/// Collects diagnostics during a stage and throws them together at its end.
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    var hasErrors: Bool { !diagnostics.isEmpty }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func report(contentsOf more: [Diagnostic]) {
        diagnostics.append(contentsOf: more)
    }

    /// Throws every collected diagnostic, if there is any.
    func throwIfErrors() throws(BuildFailure) {
        if hasErrors { throw BuildFailure(diagnostics) }
    }
}
