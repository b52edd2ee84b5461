/// A point on the map, used as the cache key.
struct Coordinate: Hashable {
    let latitude: Double
    let longitude: Double
}

protocol PlaceNamer {
    func placeName(at point: Coordinate) -> String
}

/// The real subject. A real one would ask a server; this one counts the questions.
final class GeocodingService: PlaceNamer {
    private(set) var requests = 0
    private let gazetteer = [
        Coordinate(latitude: 45.4375, longitude: 12.3358): "Venice",
        Coordinate(latitude: 43.7696, longitude: 11.2558): "Florence",
    ]

    func placeName(at point: Coordinate) -> String {
        requests += 1
        print("    asking the server about \(point.latitude), \(point.longitude)")
        return gazetteer[point] ?? "somewhere at sea"
    }
}

// snippet.proxy
/// The caching proxy: asks the service once per coordinate and remembers the answer.
final class CachingPlaceNamer: PlaceNamer {
    private let service: GeocodingService
    private var answers: [Coordinate: String] = [:]

    init(service: GeocodingService) { self.service = service }

    func placeName(at point: Coordinate) -> String {
        if let known = answers[point] { return known }
        let name = service.placeName(at: point)
        answers[point] = name
        return name
    }
}
// snippet.end

// snippet.main
let service = GeocodingService()
let namer: any PlaceNamer = CachingPlaceNamer(service: service)

let venice = Coordinate(latitude: 45.4375, longitude: 12.3358)
let florence = Coordinate(latitude: 43.7696, longitude: 11.2558)
let photos = [venice, venice, florence, venice, florence, venice]

for (number, point) in photos.enumerated() {
    print("photo \(number + 1): \(namer.placeName(at: point))")
}
print("\(photos.count) photos labelled with \(service.requests) requests")
// snippet.end
