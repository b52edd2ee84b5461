// snippet.failable
/// A station code is two to four capital letters. Anything else is simply not one.
struct StationCode: CustomStringConvertible {
    let letters: String

    init?(_ text: String) {
        guard (2...4).contains(text.count), text.allSatisfy({ $0.isUppercase }) else {
            return nil
        }
        letters = text
    }

    var description: String { letters }
}
// snippet.end

// snippet.throwing
enum RouteError: Error {
    case tooShort(stops: Int)
    case invalidCode(String)
    case visitsTwice(StationCode)
}

/// A route can be wrong in several ways, and the caller deserves to know which.
struct Route {
    let stops: [StationCode]

    init(_ codes: [String]) throws(RouteError) {
        guard codes.count >= 2 else { throw .tooShort(stops: codes.count) }
        var stops: [StationCode] = []
        for text in codes {
            guard let code = StationCode(text) else { throw .invalidCode(text) }
            if stops.contains(where: { $0.letters == code.letters }) { throw .visitsTwice(code) }
            stops.append(code)
        }
        self.stops = stops
    }
}
// snippet.end

// snippet.run
for text in ["BS", "olten", "BERNE"] {
    print("\(text): \(StationCode(text).map { "code \($0)" } ?? "not a station code")")
}

for codes in [["BS", "OL", "BN"], ["BS"], ["BS", "ol"], ["BS", "OL", "BS"]] {
    do {
        let route = try Route(codes)
        print("route \(route.stops.map(\.letters).joined(separator: " → "))")
    } catch {
        // `error` is a RouteError here: typed throws lets the switch be exhaustive.
        switch error {
        case .tooShort(let count): print("refused: \(count) stop(s), a route needs 2")
        case .invalidCode(let text): print("refused: \"\(text)\" is not a station code")
        case .visitsTwice(let code): print("refused: \(code) appears twice")
        }
    }
}
// snippet.end
