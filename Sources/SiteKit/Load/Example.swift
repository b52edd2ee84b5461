import Foundation

/// A runnable example: one folder under `Examples/`, built as the executable target of the
/// same name.
struct Example: Sendable, Equatable, Codable {
    /// The folder and target name, as in `swift run <name>`.
    var name: String
    /// The Swift files of the example, `main.swift` first, then by name.
    var files: [SourceFile]
    /// Marked with an empty `.standalone` file in its folder: meant to be run on its own,
    /// so `site check` does not ask for a chapter to show it.
    var isStandalone: Bool
    /// Declared by `main.swift`'s first line: the example is not built and run but compiled
    /// on its own, and what the compiler says is its output.
    var compileExpectation: CompileExpectation?
    /// Declared by `// setting:` lines at the top of `main.swift`.
    var settings: ExampleSettings
    /// Its library modules (subfolders), each after the modules it imports. Their files are
    /// in `files` too, named by their path in the folder, such as `Billing/Invoice.swift`.
    var modules: [ExampleModule] = []
    /// A digest of the files in its `Resources` folder (`nil` without one), which SwiftPM
    /// bundles for `Bundle.module`.
    var resourcesDigest: String?
    /// The files of its `Resources` folder, by path in the example's folder, for the
    /// downloadable package.
    var resources: [String: Data] = [:]
    /// Everything it is built from, by digest (`SiteCache.sourceHash(of:)`): what its builds,
    /// runs and diagnostics are remembered under. Taken once when its folder is read, and
    /// remembered with the folder under its files' stamps.
    var sourceHash = ""

    /// The files of the executable's own module: those directly in the folder.
    var mainModuleFiles: [SourceFile] { files.filter { !$0.name.contains("/") } }

    init(
        name: String, files: [SourceFile], isStandalone: Bool = false, compileExpectation: CompileExpectation? = nil,
        settings: ExampleSettings = ExampleSettings()
    ) {
        self.name = name
        self.files = files
        self.isStandalone = isStandalone
        self.compileExpectation = compileExpectation
        self.settings = settings
    }

    /// What an example's hash is made of (`SiteCache.sourceHash`): everything but the
    /// resources' bytes, which `resourcesDigest` stands for, and the hash itself.
    private enum CodingKeys: CodingKey {
        case name, files, isStandalone, compileExpectation, settings, modules, resourcesDigest
    }

    /// One Swift source file of an example.
    struct SourceFile: Sendable, Equatable, Codable {
        /// The file name inside the example's folder, such as `main.swift`.
        var name: String
        /// The path relative to the project root, for diagnostics.
        var path: String
        var text: String
    }
}
