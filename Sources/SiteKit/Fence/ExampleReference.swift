/// What an `example` fence points at: an example, optionally one of its files, optionally a
/// named slice. Written `Name`, `Name/File.swift`, `Name#slice` or `Name/File.swift#slice`.
struct ExampleReference: Hashable, Sendable, Codable, CustomStringConvertible {
    var example: String
    /// A file of the example; `nil` means `main.swift`, or whichever file holds `slice`.
    var file: String?
    var slice: String?

    init(example: String, file: String? = nil, slice: String? = nil) {
        self.example = example
        self.file = file
        self.slice = slice
    }

    var description: String {
        example + (file.map { "/\($0)" } ?? "") + (slice.map { "#\($0)" } ?? "")
    }

    /// Reads a reference, refusing anything that could name a file outside the example's
    /// folder (`..`, absolute paths, nested folders).
    static func parse(_ text: String) -> Result<ExampleReference, Problem> {
        let text = text.trimmingWhitespace()
        let form = "write 'Name', 'Name/File.swift', 'Name/Module/File.swift', 'Name#slice' or 'Name/File.swift#slice'"
        guard !text.isEmpty else {
            return .failure(Problem(message: "the example fence names no example", hint: form))
        }
        if text.hasPrefix("/") || text.hasPrefix("~") || text.contains("..") || text.contains("\\") {
            return .failure(
                Problem(
                    message: "'\(text)' points outside Examples/",
                    hint: "name an example folder inside Examples/; \(form)"))
        }
        let pathAndSlice = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = pathAndSlice[0]
        var slice: String?
        if pathAndSlice.count == 2 {
            guard isSliceName(pathAndSlice[1]) else {
                return .failure(
                    Problem(
                        message: "'\(pathAndSlice[1])' is not a slice name",
                        hint: "slice names are letters, digits, '-' and '_', as in '// snippet.setup'"))
            }
            slice = String(pathAndSlice[1])
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 3, let name = parts.first, ExampleCatalog.isValidName(String(name)),
            parts.count < 3 || ExampleCatalog.isValidName(String(parts[1]))
        else {
            return .failure(Problem(message: "'\(text)' is not an example reference", hint: form))
        }
        var file: String?
        if parts.count >= 2 {
            let fileName = parts[parts.count - 1]
            guard fileName.hasSuffix(".swift"), fileName.count > 6,
                fileName.allSatisfy({ $0.isLetter || $0.isNumber || "+-_.".contains($0) })
            else {
                return .failure(
                    Problem(
                        message: "'\(fileName)' is not a Swift file name",
                        hint: "name a file in the example's folder, like '\(name)/Model.swift'"))
            }
            // A file of one of the example's modules is named by its path: `Billing/Invoice.swift`.
            file = parts.count == 3 ? "\(parts[1])/\(fileName)" : String(fileName)
        }
        return .success(ExampleReference(example: String(name), file: file, slice: slice))
    }

    static func isSliceName(_ name: Substring) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
