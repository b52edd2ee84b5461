import Foundation

/// Discovers the examples under `Examples/`, the same way `Package.swift` does: each folder
/// with a `main.swift` is an example named after the folder.
public struct ExampleCatalog: Sendable {
    public let project: ProjectLayout

    /// The file that makes a folder under `Examples/` an example: the program's top-level code.
    static let mainFile = "main.swift"

    /// The lines of a package manifest that find the example targets by the rule `find()`
    /// follows: every folder with a `main.swift`, but for the examples that must not compile
    /// cleanly, which are compiled on their own. They define `examplesDirectory`,
    /// `exampleFolders` and `exampleNames`, as the catalogue's own `Package.swift` does, for
    /// the manifests the generator and its tests write. (`Package.swift` cannot import this
    /// module; a folder it disagrees on fails the build, since its binary is missing.)
    public static let manifestDiscovery = """
        let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Examples")
        let exampleFolders = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
        let exampleNames = exampleFolders.filter { name in
            let main = examplesDirectory.appendingPathComponent(name).appendingPathComponent("\(mainFile)")
            guard let source = try? String(contentsOf: main, encoding: .utf8) else { return false }
            return !source.hasPrefix("\(CompileExpectation.prefix) compile-")
        }
        """

    public init(project: ProjectLayout) {
        self.project = project
    }

    /// What `load()` found: every usable example by name, the problems found, and the names
    /// of folders that are examples in the making but could not be used (so a chapter that
    /// shows one is not reported again: one cause, one report).
    public struct Found: Sendable {
        public var examples: [String: Example] = [:]
        public var problems: [Diagnostic] = []
        public var unusable: Set<String> = []
    }

    /// Every example by name, or the problems that make a folder unusable as one.
    public func load() throws(BuildFailure) -> [String: Example] {
        let found = find()
        guard found.problems.isEmpty else { throw BuildFailure(found.problems) }
        return found.examples
    }

    /// Every example by name, with the problems of the folders that are not usable as one.
    public func find() -> Found {
        var unusable: Set<String> = []
        var problems = DiagnosticCollector()
        var examples: [String: Example] = [:]
        let fileManager = FileManager.default
        let folders = ((try? fileManager.contentsOfDirectory(atPath: project.examples.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
        for name in folders {
            let folder = project.examples.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { continue }
            let folderPath = project.relativePath(folder)
            if Self.moduleNames.contains(name) {
                unusable.insert(name)
                problems.report(
                    Diagnostic(
                        file: folderPath,
                        message: "'\(name)' is the name of a module the examples or the generator import",
                        hint:
                            "rename the folder, for example to '\(name)Example': a target with this name would shadow the real module"
                    ))
                continue
            }
            guard Self.isValidName(name) else {
                unusable.insert(name)
                problems.report(
                    Diagnostic(
                        file: folderPath, message: "'\(name)' cannot be an example name",
                        hint: "name the folder like a Swift type: letters and digits, starting with an uppercase letter"
                    ))
                continue
            }
            let swiftFiles = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { $0.hasSuffix(".swift") }
                .sorted { ($0 == Self.mainFile ? "" : $0) < ($1 == Self.mainFile ? "" : $1) }
            guard swiftFiles.first == Self.mainFile else {
                unusable.insert(name)
                problems.report(
                    Diagnostic(
                        file: folderPath, message: "the example '\(name)' has no main.swift",
                        hint: "add \(folderPath)/main.swift with the program's top-level code"))
                continue
            }
            var files: [Example.SourceFile] = []
            for file in swiftFiles {
                let url = folder.appendingPathComponent(file)
                let path = project.relativePath(url)
                guard let data = fileManager.contents(atPath: url.path),
                    let text = String(validating: data, as: UTF8.self)
                else {
                    problems.report(
                        Diagnostic(
                            file: path, message: "the file is not readable UTF-8 text",
                            hint: "save it as UTF-8"))
                    continue
                }
                files.append(Example.SourceFile(name: file, path: path, text: text))
            }
            let standalone = fileManager.fileExists(atPath: folder.appendingPathComponent(".standalone").path)
            var expectation: CompileExpectation?
            if let main = files.first {
                switch CompileExpectation.declared(in: main.text, path: main.path) {
                case .success(let declared): expectation = declared
                case .failure(let problem): problems.report(problem)
                }
            }
            examples[name] = Example(
                name: name, files: files, isStandalone: standalone, compileExpectation: expectation)
        }
        return Found(examples: examples, problems: problems.diagnostics, unusable: unusable)
    }

    /// Modules of the toolchain and of the package's dependencies. An example target with one of
    /// these names would shadow the real module for every other example (and stay in `.build`
    /// after the folder is gone); `Package.swift` leaves such folders out with the same list.
    static let moduleNames: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Synchronization", "Observation", "Distributed",
        "RegexBuilder", "Glibc", "Musl", "Darwin", "XCTest", "Testing", "Cxx", "CxxStdlib", "SwiftShims",
        "SiteKit", "SiteBench", "CCmark", "CProcessUsage", "ArgumentParser", "Yams", "Mustache", "Subprocess",
        "SystemPackage", "SwiftSyntax", "SwiftParser", "SwiftIDEUtils", "PropertyBased", "FlyingFox", "FlyingSocks",
    ]

    /// A target name SwiftPM and the compiler accept as a module name.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && name != "SiteKit" && name != "CCmark"
    }
}
