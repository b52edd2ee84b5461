// swift-tools-version: 6.2
import Foundation
import PackageDescription

/// The examples, a package of their own, apart from the generator's: `swift run <Name>` in this
/// folder runs one, and `swift run site` in the folder above plans only the generator.
///
/// Every folder here with a `main.swift` is an executable target of the same
/// name, so adding an example is adding a folder: there is no list to keep in sync. (`site`
/// reports a folder without `main.swift`.) Examples depend on nothing but the toolchain, and
/// any warning in one is an error. An example whose `main.swift` starts with
/// `// expect: compile-error` or `// expect: compile-warning` is not a target: `site`
/// compiles it on its own and shows what the compiler said.

/// Names an example folder must not have, in any case: modules the examples or the generator
/// import, and products (the generator reports such a folder; the same list is
/// `ExampleCatalog.moduleNames`).
let moduleNames: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "CoreFoundation", "Dispatch", "Synchronization", "Observation", "Distributed",
    "RegexBuilder", "Glibc", "Musl", "Darwin", "XCTest", "Testing", "Cxx", "CxxStdlib", "SwiftShims",
    "SiteKit", "SiteBench", "CCmark", "CProcessUsage", "ArgumentParser", "Yams", "Mustache", "Subprocess",
    "SystemPackage", "SwiftSyntax", "SwiftParser", "SwiftIDEUtils", "PropertyBased", "FlyingFox", "FlyingSocks",
    "SiteKitTests",
    "PackageDescription", "site",
]
let examplesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let exampleFolders = ((try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? [])
    .filter { !$0.hasPrefix(".") && $0 != "Package.swift" }
    .sorted()
let exampleNames =
    exampleFolders
    .filter { name in
        let main = examplesDirectory.appendingPathComponent(name).appendingPathComponent("main.swift")
        // A target name must be a Swift identifier, as `site` checks (`site` itself is not one).
        guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }),
            // Compared without case: a Mac's disk keeps `Site` and `site` as one file.
            !moduleNames.contains(where: { $0.lowercased() == name.lowercased() }),
            let source = try? String(contentsOf: main, encoding: .utf8)
        else { return false }
        return !source.hasPrefix("// expect: compile-")
    }
    .sorted()
// Each target's path is this folder with its own folder as its only source (and the others
// excluded), rather than its folder itself: SwiftPM caches this file's evaluation under its
// text, and a stale evaluation that names a removed folder then warns about a target without
// sources instead of failing on a missing path. The last line of this file names the example
// targets and is kept current by `swift run site`, so that an added, removed or renamed folder
// changes the text and SwiftPM evaluates the manifest again.
let exampleTargets: [Target] = exampleNames.flatMap { name -> [Target] in
    let folder = examplesDirectory.appendingPathComponent(name)
    let modules = moduleFolders(of: name)
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        !$0.hasPrefix(".")
    }
    let hasResources = entries.contains("Resources")
    let settings: [SwiftSetting] = [.treatAllWarnings(as: .error)] + declaredSettings(of: name)
    let program: Target = .executableTarget(
        name: name,
        dependencies: imports(in: folder, among: modules).map { .target(name: $0) },
        path: ".",
        exclude: ["Package.swift"] + exampleFolders.filter { $0 != name } + modules.map { "\(name)/\($0)" },
        // With resources, its sources are its Swift files, so that no file has two rules.
        sources: hasResources ? entries.filter { $0.hasSuffix(".swift") }.map { "\(name)/\($0)" } : [name],
        resources: hasResources ? [.process("\(name)/Resources")] : nil,
        swiftSettings: settings
    )
    // Each subfolder with Swift files is a library module the program imports by its name.
    return [program]
        + modules.map { module in
            .target(
                name: module,
                dependencies: imports(in: folder.appendingPathComponent(module), among: modules).map {
                    .target(name: $0)
                },
                path: ".",
                exclude: ["Package.swift"] + exampleFolders.filter { $0 != name } + entries.filter { $0 != module }.map { "\(name)/\($0)" },
                sources: ["\(name)/\(module)"],
                swiftSettings: settings
            )
        }
}

/// The library modules of an example: its subfolders with Swift files, but `Resources`
/// (`site` reports a module name that cannot be one).
func moduleFolders(of name: String) -> [String] {
    let folder = examplesDirectory.appendingPathComponent(name)
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { entry in
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(entry).path))
            return !entry.hasPrefix(".") && entry != "Resources" && (files ?? []).contains { $0.hasSuffix(".swift") }
        }
        .sorted()
}

/// The modules among `modules` that the Swift files directly in `folder` import.
func imports(in folder: URL, among modules: [String]) -> [String] {
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        $0.hasSuffix(".swift")
    }
    var found: Set<String> = []
    for file in files {
        let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count else { continue }
            let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let next = kinds.contains(words[position + 1]) && position + 2 < words.count ? position + 2 : position + 1
            if let module = words[next].split(separator: ".").first, modules.contains(String(module)) {
                found.insert(String(module))
            }
        }
    }
    return found.sorted()
}

/// The settings an example declares with `// setting:` lines at the top of its `main.swift`
/// (see docs/authoring.md; `site` reports a line it does not understand, and this skips it).
func declaredSettings(of name: String) -> [SwiftSetting] {
    let main = examplesDirectory.appendingPathComponent(name).appendingPathComponent("main.swift")
    let source = (try? String(contentsOf: main, encoding: .utf8)) ?? ""
    var settings: [SwiftSetting] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        guard line.hasPrefix("//") else { break }
        guard line.hasPrefix("// setting:") else { continue }
        let words = line.dropFirst("// setting:".count).split(separator: " ").map(String.init)
        switch (words.first ?? "", words.count > 1 ? words[1] : "") {
        case ("language-mode", "5"): settings.append(.swiftLanguageMode(.v5))
        case ("default-isolation", "MainActor"): settings.append(.defaultIsolation(MainActor.self))
        case ("strict-concurrency", let level): settings.append(.unsafeFlags(["-strict-concurrency=\(level)"]))
        case ("upcoming-feature", let feature): settings.append(.enableUpcomingFeature(feature))
        case ("experimental-feature", let feature): settings.append(.enableExperimentalFeature(feature))
        case ("optimize", _): settings.append(.unsafeFlags(["-O"]))
        default: continue
        }
    }
    return settings
}

let package = Package(
    name: "Examples",
    platforms: [.macOS(.v15)],
    // Each example is an executable product too: SwiftPM makes one for every executable
    // target of the root package. (Listing them here would make a stale cached evaluation
    // name a product whose target is gone, which SwiftPM refuses.)
    targets: exampleTargets
)

// Example targets (kept current by 'site'; SwiftPM re-reads this file when it changes): 483, 2eaba9a5479d0be9
