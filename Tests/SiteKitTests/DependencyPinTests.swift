import Foundation
import Testing

/// `Package.swift` pins every package the build uses to one version, the packages those
/// depend on included, so that no release elsewhere can change a byte of `Site/` while no
/// `Package.resolved` is committed.
struct DependencyPinTests {
    @Test("every package SwiftPM resolved is pinned with exact: in Package.swift, at the version it resolved")
    func everyResolvedPackageIsPinned() throws {
        let root = BrowserTools.repositoryRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var pinned: [String: String] = [:]
        for match in manifest.matches(of: /\.package\(url: "https:\/\/github\.com\/[^\/"]+\/([^"]+)", exact: "([^"]+)"/)
        {
            pinned[String(match.1).lowercased()] = String(match.2)
        }
        // Written by SwiftPM when it resolves the package, as every build of these tests has.
        let resolved = try JSONDecoder().decode(
            Resolved.self, from: Data(contentsOf: root.appendingPathComponent("Package.resolved")))
        #expect(resolved.pins.count >= 7)
        for pin in resolved.pins {
            #expect(
                pinned[pin.identity] == pin.state.version,
                "\(pin.identity) \(pin.state.version ?? "at a revision") is not pinned with exact: in Package.swift")
        }
    }

    struct Resolved: Decodable {
        struct Pin: Decodable {
            struct State: Decodable { var version: String? }
            var identity: String
            var state: State
        }
        var pins: [Pin]
    }
}
