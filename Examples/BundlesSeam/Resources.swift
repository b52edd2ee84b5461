// snippet.hide
import Foundation

// snippet.show
/// Where the app's read-only files come from. Code that needs one asks for it by name.
protocol ResourceSource {
    func data(named name: String, extension ext: String) throws(ResourceError) -> Data
}

enum ResourceError: Error {
    case missing(String)
    case unreadable(String)
}

/// The real thing: files inside a bundle on disk.
struct BundleResources: ResourceSource {
    let bundle: Bundle

    func data(named name: String, extension ext: String) throws(ResourceError) -> Data {
        guard let url = bundle.url(forResource: name, withExtension: ext) else {
            throw .missing("\(name).\(ext)")
        }
        do { return try Data(contentsOf: url) } catch { throw .unreadable("\(name).\(ext)") }
    }
}

/// The stand-in for tests and previews: files held in a dictionary.
struct InMemoryResources: ResourceSource {
    var files: [String: String]

    func data(named name: String, extension ext: String) throws(ResourceError) -> Data {
        guard let text = files["\(name).\(ext)"] else { throw .missing("\(name).\(ext)") }
        return Data(text.utf8)
    }
}
