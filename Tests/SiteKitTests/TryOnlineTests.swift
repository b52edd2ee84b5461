import Foundation
import Testing

@testable import SiteKit

/// The "Try it online" links: what they carry, read back as Compiler Explorer reads them, and
/// which examples get one.
struct TryOnlineTests {
    static let swiftVersion = "Swift version 6.3.1 (swift-6.3.1-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n"

    static let source = """
        // setting: language-mode 5
        // setting: default-isolation MainActor
        // setting: upcoming-feature NonisolatedNonsendingByDefault
        import Foundation

        // snippet.greeting
        let greeting = "Hello, \\(CommandLine.arguments.count) + 1 & <friends> ÿ 🦊"
        // snippet.end
        print(greeting)

        """

    /// The program as the page shows it whole: no settings, no snippet markers.
    static let shown = """
        import Foundation

        let greeting = "Hello, \\(CommandLine.arguments.count) + 1 & <friends> ÿ 🦊"
        print(greeting)

        """

    static func example(_ name: String = "Greeter", files: [(String, String)] = [("main.swift", source)]) -> Example {
        var settings = ExampleSettings()
        for line in [
            "language-mode 5", "default-isolation MainActor", "upcoming-feature NonisolatedNonsendingByDefault",
        ] {
            #expect(settings.apply(line, features: nil) == nil)
        }
        return Example(
            name: name,
            files: files.map { .init(name: $0.0, path: "Examples/\(name)/\($0.0)", text: $0.1) },
            settings: settings)
    }

    /// The JSON a link carries, decoded the way the service does: the path segment
    /// percent-decoded, then base64 (`Buffer.from(…, 'base64')`), then `JSON.parse`.
    static func decoded(_ href: String) throws -> [String: Any] {
        let prefix = "https://godbolt.org/clientstate/"
        #expect(href.hasPrefix(prefix))
        let segment = String(href.dropFirst(prefix.count))
        #expect(segment.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "%") }, "one path segment")
        let base64 = try #require(segment.removingPercentEncoding)
        let json = try #require(Data(base64Encoded: base64))
        return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
    }

    @Test("A link decodes to the program as the page shows it, the pinned compiler and its settings as options")
    func linkCarriesSourceCompilerAndOptions() throws {
        let link = try #require(TryOnline.link(for: Self.example(), swiftVersion: Self.swiftVersion))
        let state = try Self.decoded(link.href)
        let sessions = try #require(state["sessions"] as? [[String: Any]])
        #expect(sessions.count == 1)
        let session = sessions[0]
        #expect(session["language"] as? String == "swift")
        #expect(session["source"] as? String == Self.shown)
        let executors = try #require(session["executors"] as? [[String: Any]])
        #expect(executors.count == 1)
        let compiler = try #require(executors[0]["compiler"] as? [String: Any])
        #expect(compiler["id"] as? String == "swift63")
        #expect(
            compiler["options"] as? String
                == "-swift-version 5 -default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault"
        )
        #expect(executors[0]["compilerOutputVisible"] as? Bool == true)
        #expect(link.label == "Try it online (Swift 6.3, Compiler Explorer)")
        #expect(link.title.contains("Swift 6.3.1"), "says the site was built with another release: \(link.title)")
        // The type's own reader agrees with the service's decoding.
        #expect(TryOnline.state(in: link.href)?.sessions.first?.source == Self.shown)
    }

    @Test("An example without settings is pinned to Swift 6 mode, since a bare swiftc defaults to Swift 5")
    func plainExampleGetsSwift6Mode() throws {
        let plain = Example(name: "Plain", files: [.init(name: "main.swift", path: "p", text: "print(1)\n")])
        let link = try #require(TryOnline.link(for: plain, swiftVersion: Self.swiftVersion))
        let session = try #require((try Self.decoded(link.href)["sessions"] as? [[String: Any]])?.first)
        let compiler = try #require((session["executors"] as? [[String: Any]])?.first?["compiler"] as? [String: Any])
        #expect(compiler["options"] as? String == "-swift-version 6")
    }

    @Test("Examples a single swiftc on Linux cannot compile get no link")
    func onlySingleFileLinuxExamples() throws {
        let version = Self.swiftVersion
        #expect(TryOnline.link(for: Self.example(), swiftVersion: version) != nil)

        let twoFiles = Self.example(files: [("main.swift", Self.source), ("Helper.swift", "func help() {}\n")])
        #expect(TryOnline.link(for: twoFiles, swiftVersion: version) == nil, "two files")

        var withModule = Self.example()
        withModule.modules = [ExampleModule(name: "Billing", files: ["Billing/Invoice.swift"], imports: [])]
        #expect(TryOnline.link(for: withModule, swiftVersion: version) == nil, "a module")

        var withResources = Self.example()
        withResources.resourcesDigest = "abc"
        #expect(TryOnline.link(for: withResources, swiftVersion: version) == nil, "a Resources folder")

        // One that must not compile gets a link to its refusal, carrying the file with its
        // snippet markers left empty: the compiler's line numbers are the file's, as its page
        // numbers them.
        let refusedSource = "// expect: compile-error\n// snippet.wrong\nlet count: Int = \"three\"\n// snippet.end\n"
        var refused = Self.example(files: [("main.swift", refusedSource)])
        refused.compileExpectation = .error
        let refusal = try #require(TryOnline.link(for: refused, swiftVersion: version))
        #expect(
            TryOnline.state(in: refusal.href)?.sessions.first?.source
                == "// expect: compile-error\n\nlet count: Int = \"three\"\n\n")
        #expect(refusal.title.hasPrefix("See the compiler refuse Greeter on Compiler Explorer"))

        for framework in ["SwiftUI", "UIKit", "Combine", "os", "AppKit"] {
            let apple = Self.example(files: [("main.swift", "import \(framework)\nprint(1)\n")])
            #expect(TryOnline.link(for: apple, swiftVersion: version) == nil, "imports \(framework)")
        }
        let guarded = Self.example(
            files: [
                ("main.swift", "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Glibc)\nimport Glibc\n#endif\n")
            ])
        #expect(TryOnline.link(for: guarded, swiftVersion: version) != nil, "a guarded Darwin import is fine")
        let synchronization = Self.example(files: [("main.swift", "import Synchronization\nimport Foundation\n")])
        #expect(TryOnline.link(for: synchronization, swiftVersion: version) != nil)
    }

    @Test("The toolchain picks the compiler of its own major.minor release, or none")
    func compilerFollowsToolchain() {
        #expect(TryOnline.compiler(forSwiftVersion: Self.swiftVersion)?.id == "swift63")
        #expect(TryOnline.compiler(forSwiftVersion: "Swift version 6.2.4 (swift-6.2.4-RELEASE)")?.id == "swift62")
        #expect(TryOnline.compiler(forSwiftVersion: "Swift version 6.4 (swift-6.4-RELEASE)") == nil)
        #expect(TryOnline.compiler(forSwiftVersion: "") == nil)
        #expect(TryOnline.link(for: Self.example(), swiftVersion: "Swift version 7.0 (x)") == nil)
    }

    @Test("An example too long for an address gets no link")
    func tooLongForAnAddress() {
        let long = Self.example(files: [("main.swift", String(repeating: "print(\"a line of output\")\n", count: 400))])
        #expect(TryOnline.link(for: long, swiftVersion: Self.swiftVersion) == nil)
    }
}
