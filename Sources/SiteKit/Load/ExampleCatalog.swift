import Foundation

/// Discovers the examples under `Examples/`, the same way `Examples/Package.swift` does: each folder
/// with a `main.swift` is an example named after the folder.
package struct ExampleCatalog: Sendable {
    package let project: ProjectLayout

    /// The file that makes a folder under `Examples/` an example: the program's top-level code.
    static let mainFile = "main.swift"

    package init(project: ProjectLayout) {
        self.project = project
    }

    /// What `load()` found: every usable example by name, the problems found, and the names
    /// of folders that are examples in the making but could not be used (so a chapter that
    /// shows one is not reported again: one cause, one report).
    struct Found: Sendable {
        var examples: [String: Example] = [:]
        var problems: [Diagnostic] = []
        var unusable: Set<String> = []

        /// Reports each module whose name another module or example already has, and sets its
        /// example aside as unusable.
        mutating func setAsideModuleClashes(folders: [String]) {
            for problem in ExampleCatalog.moduleClashes(examples, folders: folders) {
                if let name = problem.file.split(separator: "/").dropFirst().first.map(String.init) {
                    unusable.insert(name)
                    examples[name] = nil
                }
                problems.append(problem)
            }
        }
    }

    /// Every example by name, or the problems that make a folder unusable as one.
    func load() throws(BuildFailure) -> [String: Example] {
        let found = find()
        guard found.problems.isEmpty else { throw BuildFailure(found.problems) }
        return found.examples
    }

    /// Every example by name, with the problems of the folders that are not usable as one.
    /// A folder whose files all keep the stamps `memo` has for them (a long-running preview's
    /// memo) is not read again; `stamps` are those of each folder when the caller took them
    /// already.
    func find(memo: LoadMemo = LoadMemo(), stamps known: [String: [String: FileStamp]]? = nil) -> Found {
        var unusable: Set<String> = []
        var problems = DiagnosticCollector()
        var examples: [String: Example] = [:]
        var seen: [String: String] = [:]
        // The folders that may be examples, by name.
        var named: [String] = []
        // Plain paths and `stat`, not URLs and FileManager, since a long-running preview lists
        // hundreds of folders on every save.
        let examplesPath = project.examples.path
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: examplesPath)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
        for name in folders {
            switch Self.nameCheck(name, folder: examplesPath + "/" + name, seen: &seen) {
            case .usable: named.append(name)
            case .notAFolder: continue
            case .unusable(let problem):
                unusable.insert(name)
                problems.report(problem)
            }
        }
        // Reading and parsing the folders is most of the work: on every core, in order.
        let results = named.parallelMap { name -> FolderResult in
            let folder = examplesPath + "/" + name
            // Stamps are taken before the files are read: a write after them changes a stamp.
            let stamps = known.map { $0[name] ?? [:] } ?? Self.stamps(of: folder)
            if let known = memo.exampleFolder(name, stamps: stamps) { return known }
            let result = load(name, folder: folder, folderPath: "Examples/" + name)
            memo.remember(exampleFolder: result, name, stamps: stamps)
            return result
        }
        for (name, result) in zip(named, results) {
            switch result {
            case .example(let example, let found):
                examples[name] = example
                problems.report(contentsOf: found)
            case .unusable(let problem):
                unusable.insert(name)
                problems.report(problem)
            }
        }
        var found = Found(examples: examples, problems: problems.diagnostics, unusable: unusable)
        found.setAsideModuleClashes(folders: folders)
        return found
    }

    /// What a folder's name and kind say before its files are read.
    private enum NameCheck {
        case usable
        case notAFolder
        case unusable(Diagnostic)
    }

    /// Whether the entry `name` of `Examples/` can be an example: a real folder (not a link),
    /// named like a Swift type, shadowing no module of the package, and not differing only
    /// in case from a folder already `seen` (by lowercased name).
    private static func nameCheck(_ name: String, folder: String, seen: inout [String: String]) -> NameCheck {
        let folderPath = "Examples/" + name
        if let link = ProjectLinks.problem(at: folder, shownAs: folderPath) { return .unusable(link) }
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return .notAFolder }
        if let taken = reservedName(matching: name) {
            let message =
                buildFolderNames.contains(taken)
                ? "'\(name)' is the name of a folder SwiftPM keeps beside the example binaries ('\(taken)')"
                : taken == name
                    ? "'\(name)' is the name of a module or product the package already has"
                    : "'\(name)' is the name of the module or product '\(taken)' on a case-insensitive disk, as a Mac's is"
            return .unusable(
                Diagnostic(
                    file: folderPath, message: message,
                    hint:
                        "rename the folder, for example to '\(name)Example': a target with this name would shadow the real one"
                ))
        }
        if let other = seen[name.lowercased()] {
            return .unusable(
                Diagnostic(
                    file: folderPath,
                    message: "'\(name)' and '\(other)' differ only in case, and are one folder on a Mac's disk",
                    hint: "rename one of them"))
        }
        seen[name.lowercased()] = name
        guard isValidName(name) else {
            return .unusable(
                Diagnostic(
                    file: folderPath, message: "'\(name)' cannot be an example name",
                    hint: "name the folder like a Swift type: letters and digits, starting with an uppercase letter"))
        }
        return .usable
    }

    /// The stamps of every file and folder under an example's folder, as `InputStamps` takes
    /// them: a saved file of a module or a resource is seen too.
    static func stamps(of folder: String) -> [String: FileStamp] {
        FileStamp.filesAndFolders(in: URL(fileURLWithPath: folder))
    }

    /// What one example folder gives: an example (and any problems with its files), or the
    /// problem that makes the folder unusable as one.
    enum FolderResult: Sendable {
        case example(Example, problems: [Diagnostic])
        case unusable(Diagnostic)
    }

    /// Reads the example in `folder`, an absolute path; `folderPath` is the folder relative
    /// to the project, for diagnostics.
    private func load(_ name: String, folder: String, folderPath: String) -> FolderResult {
        let fileManager = FileManager.default
        let swiftFiles = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }
            .sorted { ($0 == Self.mainFile ? "" : $0) < ($1 == Self.mainFile ? "" : $1) }
        guard swiftFiles.first == Self.mainFile else {
            return .unusable(
                Diagnostic(
                    file: folderPath, message: "the example '\(name)' has no main.swift",
                    hint: "add \(folderPath)/main.swift with the program's top-level code"))
        }
        var problems: [Diagnostic] = []
        var files: [Example.SourceFile] = []
        for file in swiftFiles {
            let path = folderPath + "/" + file
            if let problem = Self.optionLikeName(file, path: path) {
                problems.append(problem)
                continue
            }
            if let link = ProjectLinks.problem(at: folder + "/" + file, shownAs: path) {
                // Without its main.swift the folder is no example; its uses are not reported again.
                if file == Self.mainFile { return .unusable(link) }
                problems.append(link)
                continue
            }
            guard let data = fileManager.contents(atPath: folder + "/" + file) else {
                problems.append(Diagnostic(file: path, message: "the file cannot be read"))
                continue
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                let (line, column) = ChapterLoader.firstInvalidUTF8(in: data)
                problems.append(
                    Diagnostic(
                        file: path, line: line, column: column, message: "the file is not valid UTF-8",
                        hint: "save it as UTF-8"))
                continue
            }
            files.append(Example.SourceFile(name: file, path: path, text: Self.withoutByteOrderMark(text)))
        }
        let parts = Self.loadModulesAndResources(name, folder: folder, folderPath: folderPath)
        files += parts.files
        problems += parts.problems
        problems += Self.strayFiles(in: folder, folderPath: folderPath)
        let standalone = fileManager.fileExists(atPath: folder + "/.standalone")
        var expectation: CompileExpectation?
        var settings = ExampleSettings()
        if let main = files.first {
            switch CompileExpectation.declared(in: main.text, path: main.path) {
            case .success(let declared): expectation = declared
            case .failure(let problem): problems.append(problem)
            }
            // Feature names are checked against the toolchain later (`CheckSettingsStep`).
            let declared = ExampleSettings.declared(in: main.text, path: main.path, features: nil)
            settings = declared.settings
            problems += declared.problems
        }
        return .example(
            {
                var example = Example(
                    name: name, files: files, isStandalone: standalone, compileExpectation: expectation,
                    settings: settings)
                example.modules = parts.modules
                example.resourcesDigest = parts.resourcesDigest
                example.resources = parts.resources
                example.sourceHash = SiteCache.sourceHash(of: example)
                return example
            }(),
            problems: problems)
    }

    /// Module names that are taken twice in the package: every module is a target of one
    /// package, so two examples' modules, or a module and an example, cannot share a name.
    static func moduleClashes(_ examples: [String: Example], folders: [String]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        for folder in folders { owners[folder.lowercased()] = "the example '\(folder)'" }
        var problems: [Diagnostic] = []
        for name in examples.keys.sorted() {
            for module in examples[name]?.modules ?? [] {
                if let owner = owners[module.name.lowercased()] {
                    problems.append(
                        Diagnostic(
                            file: "Examples/\(name)/\(module.name)",
                            message:
                                "the module '\(module.name)' has the name of \(owner) (module names are one namespace, whatever the case)",
                            hint: "rename the folder, for example to '\(name)\(module.name)'"))
                } else {
                    owners[module.name.lowercased()] = "a module of '\(name)'"
                }
            }
        }
        return problems
    }

    /// The files of an example's `Resources/` folder, by path in the example's folder, their
    /// digest, and the problem when they are too large to offer for download.
    private static func loadResources(in folder: String, shownAs shown: String) -> (
        files: [String: Data], digest: String, problems: [Diagnostic]
    ) {
        var files: [String: Data] = [:]
        var digests: [String: String] = [:]
        for path in FileStamp.files(in: URL(fileURLWithPath: folder)).keys.sorted() {
            // Links and special files are reported by `strayFiles`, and never read.
            let full = folder + "/" + path
            guard ProjectLinks.problem(at: full, shownAs: path) == nil else { continue }
            let bytes = FileManager.default.contents(atPath: full) ?? Data()
            files[ExampleModule.resourcesFolder + "/" + path] = bytes
            digests[path] = Digest.hex(bytes: bytes)
        }
        let size = files.values.reduce(0) { $0 + $1.count }
        let digest = MemoKey.of("resources", digests)
        guard size > maximumResourceBytes else { return (files, digest, []) }
        let problem = Diagnostic(
            file: shown,
            message: "the resources hold \(size >> 20) MB; every reader's download of the examples would carry them",
            hint: "keep an example's resources under \(maximumResourceBytes >> 20) MB: make large data in the program")
        return (files, digest, [problem])
    }

    /// The library modules (subfolders with Swift files) and resources of the example in
    /// `folder`, with their files, in dependency order.
    private static func loadModulesAndResources(_ name: String, folder: String, folderPath: String) -> (
        modules: [ExampleModule], files: [Example.SourceFile], resourcesDigest: String?, resources: [String: Data],
        problems: [Diagnostic]
    ) {
        let fileManager = FileManager.default
        var modules: [ExampleModule] = []
        var files: [Example.SourceFile] = []
        var problems: [Diagnostic] = []
        var resourcesDigest: String?
        var resources: [String: Data] = [:]
        let entries = ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }
            .sorted()
        for entry in entries {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder), isFolder.boolValue,
                ProjectLinks.problem(at: folder + "/" + entry, shownAs: folderPath + "/" + entry) == nil
            else { continue }
            if entry == ExampleModule.resourcesFolder {
                let found = loadResources(in: folder + "/" + entry, shownAs: folderPath + "/" + entry)
                (resources, resourcesDigest) = (found.files, found.digest)
                problems += found.problems
                continue
            }
            let sources = ((try? fileManager.contentsOfDirectory(atPath: folder + "/" + entry)) ?? [])
                .filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") }.sorted()
            guard !sources.isEmpty else { continue }
            guard isValidName(entry), reservedName(matching: entry) == nil else {
                problems.append(
                    Diagnostic(
                        file: folderPath + "/" + entry, message: "'\(entry)' cannot be the name of a module",
                        hint:
                            "a module folder is named like a Swift type and not like a module the package has (such as Foundation)"
                    ))
                continue
            }
            var module = ExampleModule(name: entry, files: [], imports: [])
            for source in sources {
                let path = folderPath + "/" + entry + "/" + source
                if let problem = optionLikeName(source, path: path) {
                    problems.append(problem)
                    continue
                }
                guard let data = fileManager.contents(atPath: folder + "/" + entry + "/" + source),
                    let text = String(validating: data, as: UTF8.self)
                else {
                    problems.append(Diagnostic(file: path, message: "the file cannot be read as UTF-8 text"))
                    continue
                }
                files.append(
                    Example.SourceFile(name: entry + "/" + source, path: path, text: withoutByteOrderMark(text)))
                module.files.append(entry + "/" + source)
                module.imports += ExampleModule.imports(in: text).map(\.module)
            }
            modules.append(module)
        }
        let names = Set(modules.map(\.name))
        for index in modules.indices {
            modules[index].imports = Array(Set(modules[index].imports).intersection(names)).sorted()
        }
        switch ExampleModule.ordered(modules, example: name) {
        case .success(let ordered): modules = ordered
        case .failure(let cycle):
            problems.append(cycle)
            modules = []
        }
        return (modules, files, resourcesDigest, resources, problems)
    }

    /// The problem with a source file whose name `swiftc` would read as an option (`-o…`) or a
    /// response file (`@…`) when the example is compiled on its own.
    static func optionLikeName(_ name: String, path: String) -> Diagnostic? {
        guard let first = name.first, first == "-" || first == "@" else { return nil }
        return Diagnostic(
            file: path, message: "a file name starting with '\(first)' would be read by the compiler as an option",
            hint: "rename the file so that it starts with a letter or a digit")
    }

    /// A source's text without the byte-order mark an editor may have saved before it: the
    /// compiler skips one, so the listing, the hash and the `// setting:` lines do too.
    static func withoutByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    }

    /// What the loader does not see for itself under an example's folder: links and special
    /// files below its top level (in a module, in `Resources/`, or a subfolder that is one),
    /// and Swift files no target compiles: hidden ones (SwiftPM skips them) and those below a
    /// module's folder (the manifest lists each target's files). So what is compiled, hashed,
    /// bundled and shown is one list, and nothing outside the project is published.
    static func strayFiles(in folder: String, folderPath: String) -> [Diagnostic] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var problems: [Diagnostic] = []
        while let relative = walker.nextObject() as? String {
            let components = relative.split(separator: "/")
            let path = folderPath + "/" + relative
            // A Swift file at the top is the loader's to read or report.
            let loaderReads = components.count == 1 && relative.hasSuffix(".swift")
            if !loaderReads, let problem = ProjectLinks.problem(at: folder + "/" + relative, shownAs: path) {
                problems.append(problem)
                walker.skipDescendants()
                continue
            }
            guard relative.hasSuffix(".swift"), components.first != Substring(ExampleModule.resourcesFolder) else {
                continue
            }
            let hidden = components.contains { $0.hasPrefix(".") }
            guard hidden || components.count > 2 else { continue }
            problems.append(
                hidden
                    ? Diagnostic(
                        file: path,
                        message: "a hidden Swift file is never compiled (SwiftPM skips names starting with '.')",
                        hint: "rename it without the leading '.', or move it out of Examples/")
                    : Diagnostic(
                        file: path, message: "this Swift file is in a folder that no target compiles",
                        hint:
                            "put it directly in \(folderPath)/ (the program) or in a subfolder directly under it (a module)"
                    ))
        }
        return problems
    }

    /// Modules of the toolchain and of the package's dependencies. An example target with one of
    /// these names would shadow the real module for every other example (and stay in `.build`
    /// after the folder is gone); `Examples/Package.swift` leaves such folders out with the same list.
    static let moduleNames: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Synchronization", "Observation", "Distributed",
        "RegexBuilder", "Glibc", "Musl", "Darwin", "XCTest", "Testing", "Cxx", "CxxStdlib", "SwiftShims",
        "SiteKit", "SiteBench", "CCmark", "CProcessUsage", "ArgumentParser", "Yams", "Mustache", "Subprocess",
        "SystemPackage", "SwiftSyntax", "SwiftParser", "SwiftIDEUtils", "PropertyBased", "FlyingFox", "FlyingSocks",
        "SiteKitTests",
        "PackageDescription", "site",
    ]

    /// The module or product name that `name` would collide with, if any: the same name, or
    /// one that differs only in case (a Mac's disk keeps `.build/debug/Site` and `site` as one
    /// file).
    static func reservedName(matching name: String) -> String? {
        (moduleNames.union(buildFolderNames)).first { $0.lowercased() == name.lowercased() }
    }

    /// The most an example's `Resources/` may hold: the site's download carries them all.
    static let maximumResourceBytes = 8 << 20

    /// Folders SwiftPM keeps beside the example binaries in `.build/debug`: a binary of the same
    /// name (in any case, on a Mac's disk) cannot be written there.
    static let buildFolderNames: Set<String> = ["Modules", "ModuleCache", "index"]

    /// A target name SwiftPM and the compiler accept as a module name.
    static func isValidName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isUppercase else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && name != "SiteKit" && name != "CCmark"
    }
}
