import Foundation
import Testing

@testable import SiteKit

/// Compiler settings per example, comparisons side by side, emitted SIL and the provenance
/// under every captured block: real `swiftc`, SwiftPM and programs on a temporary project.
@Suite("Evidence under settings", .serialized)
struct EvidenceTests {
    /// The classic singleton: refused in a package, accepted where the main actor is the default.
    static let dispenser = """
        // setting: default-isolation MainActor
        final class Dispenser {
            static let shared = Dispenser()
            private var next = 1
            private init() {}
            func take() -> Int {
                defer { next += 1 }
                return next
            }
        }
        print("ticket", Dispenser.shared.take(), Dispenser.shared.take())

        """

    static let generic = """
        protocol Shape { func area() -> Double }
        struct Square: Shape { var side: Double; func area() -> Double { side * side } }
        struct Circle: Shape { var radius: Double; func area() -> Double { 3 * radius * radius } }
        @inline(never) func total(_ shapes: [some Shape]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
        print(total([Square(side: 2)]), total([Circle(radius: 1)]))

        """

    static let chapter = FixtureProject.chapter(
        title: "Settings",
        body: """

            ## Run as declared

            ```output Dispenser
            ```

            ## Both ways

            ```compare Dispenser
            App target: []
            Package: [default-isolation nonisolated]
            ```

            ## Modules

            ```output Shop
            ```

            ```example ShopRefused
            ```

            ```example Shop/ShopCore/Price.swift
            ```

            ## Emitted

            ```emitted Shapes
            functions: [total]
            ```

            """)

    /// The example targets of the catalogue's `Examples/Package.swift` (from `let exampleTargets`
    /// to `let package`), so the fixture's package makes targets of settings,
    /// modules and resources exactly as the catalogue's does.
    static let shopCore = """
        public struct Price {
            public let cents: Int
            public init(cents: Int) { self.cents = cents }
            public var label: String { "\\(cents / 100).\\(cents % 100) EUR" }
            let secret = "internal"
        }

        """

    static let shop = """
        import Foundation
        import ShopCore

        print(Price(cents: 250).label)
        let motto = Bundle.module.url(forResource: "motto", withExtension: "txt")!
        print(try String(contentsOf: motto, encoding: .utf8), terminator: "")

        """

    static let shopRefused = """
        // expect: compile-error
        import ShopRefusedCore

        print(Price(cents: 1).secret)

        """

    func project() throws -> FixtureProject {
        let project = try FixtureProject(files: [
            "Content/settings.md": Self.chapter,
            "Examples/Dispenser/main.swift": Self.dispenser,
            "Examples/Shapes/main.swift": Self.generic,
            "Examples/Shop/main.swift": Self.shop,
            "Examples/Shop/ShopCore/Price.swift": Self.shopCore,
            "Examples/Shop/Resources/motto.txt": "Fresh every day\n",
            "Examples/ShopRefused/main.swift": Self.shopRefused,
            "Examples/ShopRefused/ShopRefusedCore/Price.swift": Self.shopCore,
        ])
        return project
    }

    @Test(
        "a declared setting is honoured by the build; a comparison shows both settings; SIL shows the specialisations")
    func settingsCompareAndEmitted() async throws {
        let project = try project()
        try await project.generator().build()
        let html = try project.read("Site/settings.html")
        let version = await GeneratorFingerprint.toolchain(swift: "swift")
        let release = Provenance.release(in: version)
        #expect(release.hasPrefix("Swift 6."))

        // The package built the example on the main actor by default: it ran.
        #expect(html.contains("<pre class=\"stdout\">ticket 1 2</pre>"))
        // The toolchain and the defaults once, at the top; under the block, what differs.
        #expect(
            html.contains(
                "<p class=\"chapter-provenance\">Every output and compiler message on this page: \(release) · \(SystemInfo.platform) · Swift 6 mode · nonisolated by default · debug."
            ))
        #expect(html.contains("<p class=\"provenance\">Settings: main actor by default</p>"))
        #expect(
            html.components(separatedBy: "\(release) · \(SystemInfo.platform)").count == 2,
            "the toolchain and platform are named once")

        // Side by side: the same file compiles and runs in one column and is refused in the other.
        let compare = try #require(html.firstMatch(of: /<div class="compare"(?s)(.*?)<\/figure>\n<\/div>/))
        let columns = String(compare.0).components(separatedBy: "<figure class=\"variant\">").dropFirst()
        try #require(columns.count == 2)
        #expect(columns.first?.contains("App target") == true)
        #expect(columns.first?.contains("ticket 1 2") == true)
        #expect(columns.first?.contains("-default-isolation MainActor") == true)
        #expect(columns.last?.contains("does not compile") == true)
        #expect(columns.last?.contains("main.swift:3:16:") == true)
        #expect(columns.last?.contains("-default-isolation MainActor") == false)
        // A column's label and command say its settings: no provenance line repeats them.
        #expect(!columns.contains { $0.contains("class=\"provenance\"") })

        // What the optimizer made: one copy of `total` per shape, no machine path.
        let sil = try #require(html.firstMatch(of: /<figure class="emitted">(?s)(.*?)<\/figure>/))
        let text = HTMLText.unescape(String(sil.1).replacing(/<[^>]+>/, with: ""))
        #expect(text.components(separatedBy: "// specialized total").count == 3, "\(text)")
        #expect(text.contains("Square") && text.contains("Circle"))
        #expect(text.contains("optimized (-O)"))
        #expect(!html.contains(project.root.path))

        // Two modules and a resource: the program imports its module and reads its bundle.
        #expect(html.contains("<pre class=\"stdout\">2.50 EUR\nFresh every day</pre>"), "\(html)")
        // Across the module wall the compiler refuses an internal member, in the client's file.
        let refused = CompilerDiagnosticsTests.diagnosticsBlocks(html)
        #expect(
            refused.contains {
                $0.contains("main.swift:4:23: error: 'secret' is inaccessible due to 'internal' protection level")
            }, "\(refused)")
        #expect(html.contains("Examples/<wbr>Shop/<wbr>Shop<wbr>Core/<wbr>Price.swift"))

        // Deterministic, and fresh: check compiles and runs everything twice and finds nothing.
        #expect(await SiteChecker(generator: try project.generator()).check().map(\.description) == [])

        // A change to the code changes the emitted SIL: the circle's constant is in it.
        try project.write("Examples/Shapes/main.swift", Self.generic.replacingOccurrences(of: "3 *", with: "4 *"))
        try await project.generator().build()
        let rebuilt = try #require(
            try project.read("Site/settings.html").firstMatch(of: /<figure class="emitted">(?s)(.*?)<\/figure>/))
        #expect(rebuilt.1 != sil.1)
        #expect(rebuilt.1.contains("specialized total"))

        // `swift run` honours the setting too: the package default would refuse this file.
        let run = await ProcessRunner(timeout: 600, output: .kept(upTo: 16 << 20)).run(
            "swift", ["run", "--package-path", project.examples.path, "Dispenser"])
        #expect(run.termination == .exited(0), "\(run.stderr)")
        #expect(run.stdout.hasSuffix("ticket 1 2\n"))
    }

    @Test("settings, features, comparisons and emitted fences that cannot work are located errors; Site/ stays")
    func badInput() async throws {
        let project = try project()
        try await project.generator().build()
        let before = project.siteSnapshot()
        func problems(_ changes: [String: String]) async throws -> [String] {
            let saved = try changes.keys.map { ($0, try project.read($0)) }
            defer { for (path, text) in saved { try? project.write(path, text) } }
            for (path, text) in changes { try project.write(path, text) }
            let generator = try project.generator()
            do {
                try await generator.build()
                Issue.record("the build succeeded")
                return []
            } catch let failure {
                #expect(project.siteSnapshot() == before)
                return failure.diagnostics.map(\.description)
            }
        }
        let unknownSetting = try await problems([
            "Examples/Dispenser/main.swift": "// setting: language-mode 7\n" + Self.dispenser
        ])
        #expect(unknownSetting.contains { $0.hasPrefix("Examples/Dispenser/main.swift:1:13:") && $0.contains("'7'") })

        let feature = try await problems([
            "Examples/Dispenser/main.swift": "// setting: upcoming-feature NonisolatedNonsendingByDefalt\n"
                + Self.dispenser
        ])
        #expect(
            feature.contains {
                $0.hasPrefix("Examples/Dispenser/main.swift:1:")
                    && $0.contains("no upcoming feature 'NonisolatedNonsendingByDefalt'")
                    && $0.contains("NonisolatedNonsendingByDefault")
            }, "\(feature)")

        let same = try await problems([
            "Content/settings.md": Self.chapter.replacingOccurrences(
                of: "Package: [default-isolation nonisolated]", with: "Also app target: [default-isolation MainActor]")
        ])
        #expect(same.contains { $0.contains("settings.md:") && $0.contains("shows the same result") }, "\(same)")

        // Two modules that import each other, and a module folder named like a real module.
        try project.write("Examples/Shop/Ledger/Ledger.swift", "import ShopCore\npublic let ledger = 1\n")
        let cycle = try await problems([
            "Examples/Shop/ShopCore/Price.swift": "import Ledger\n" + Self.shopCore
        ])
        try project.remove("Examples/Shop/Ledger")
        #expect(
            cycle.contains { $0.hasPrefix("Examples/Shop/") && $0.contains("import each other in a cycle") }, "\(cycle)"
        )
        try project.write("Examples/Shop/Foundation/Fake.swift", "public let fake = 1\n")
        let shadow = try await problems([:])
        try project.remove("Examples/Shop/Foundation")
        #expect(
            shadow.contains {
                $0.hasPrefix("Examples/Shop/Foundation:") && $0.contains("cannot be the name of a module")
            }, "\(shadow)")
        try project.write("Examples/Shapes/ShopCore/Other.swift", "public let other = 1\n")
        let twice = try await problems([:])
        try project.remove("Examples/Shapes/ShopCore")
        #expect(twice.contains { $0.contains("the module 'ShopCore' has the name of a module of") }, "\(twice)")

        let missing = try await problems([
            "Content/settings.md": Self.chapter.replacingOccurrences(of: "functions: [total]", with: "functions: [sum]")
        ])
        #expect(missing.contains { $0.contains("settings.md:") && $0.contains("has no function 'sum'") }, "\(missing)")
    }
}
