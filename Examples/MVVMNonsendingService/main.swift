// expect: compile-error
/// What the view model needs from the outside world: a protocol that says nothing
/// about isolation, and a service that is a plain class, not `Sendable`.
protocol PortSearching {
    func ports(matching query: String) async -> [String]
}

final class HarbourDirectory: PortSearching {
    private let names = ["Lyme Regis", "Lymington", "Yarmouth"]
    func ports(matching query: String) async -> [String] {
        let actor = #isolation.map { "\(type(of: $0))" } ?? "no actor"
        print("searching for \"\(query)\" on \(actor)")
        return names.filter { $0.contains(query) }
    }
}

@MainActor
final class PortSearchViewModel {
    private let service: any PortSearching
    private(set) var results: [String] = []
    init(service: any PortSearching) { self.service = service }

    func search(_ query: String) async {
        results = await service.ports(matching: query)  // from the main actor, into the service
    }
}

let viewModel = PortSearchViewModel(service: HarbourDirectory())
await viewModel.search("Ly")
print(viewModel.results.joined(separator: ", "))
