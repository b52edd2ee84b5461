import Foundation
import Mustache

/// The templates and static assets pages are laid out with, shipped as SwiftPM resources in
/// `Sources/SiteKit/Theme`. Mustache escapes `{{value}}` by default; only HTML the generator
/// produced itself goes in with `{{{value}}}`.
public struct Theme: Sendable {
    let library: MustacheLibrary
    /// Files copied to the site as they are, by path relative to the site root.
    let assets: [String: Data]

    /// Loads the theme bundled with the generator.
    public static func bundled() throws -> Theme {
        guard let folder = Bundle.module.url(forResource: "Theme", withExtension: nil) else {
            throw BuildFailure([
                Diagnostic(
                    file: "Sources/SiteKit/Theme", message: "the theme is missing from the generator's resources")
            ])
        }
        return try Theme(folder: folder)
    }

    public init(folder: URL) throws {
        var library = MustacheLibrary()
        var assets: [String: Data] = [:]
        let fileManager = FileManager.default
        for name in try fileManager.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".mustache")
        {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            try library.register(text, named: String(name.dropLast(".mustache".count)))
        }
        let assetFolder = folder.appendingPathComponent("assets")
        for name in try fileManager.contentsOfDirectory(atPath: assetFolder.path).sorted() where !name.hasPrefix(".") {
            assets["assets/\(name)"] = try Data(contentsOf: assetFolder.appendingPathComponent(name))
        }
        self.library = library
        self.assets = assets
    }

    func render(_ template: String, _ context: Any) -> String {
        library.render(context, withTemplate: template) ?? ""
    }
}
