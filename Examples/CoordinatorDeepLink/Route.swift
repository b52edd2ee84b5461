import Foundation

// snippet.route
/// Every place a link can lead to. A new case is a compile error in every switch over it.
enum Route {
    case hall(String)
    case exhibit(String)

    /// Reads links such as museum://exhibit/Ammonite.
    init?(link: String) {
        guard let url = URLComponents(string: link), url.scheme == "museum",
              let kind = url.host, url.path.count > 1 else { return nil }
        let name = String(url.path.dropFirst())
        switch kind {
        case "hall": self = .hall(name)
        case "exhibit": self = .exhibit(name)
        default: return nil
        }
    }
}
// snippet.end
