import Observation

// snippet.service
/// What the view model needs from the outside world, and nothing more.
protocol PortSearching: Sendable {
    func ports(matching query: String) async throws -> [String]
}
// snippet.end

// snippet.viewmodel
enum SearchState: Equatable {
    case idle
    case loading(query: String)
    case loaded([String])
    case failed
}

@MainActor @Observable
final class PortSearchViewModel {
    private(set) var state = SearchState.idle
    var query = "" { didSet { startSearch() } }

    @ObservationIgnored private let service: any PortSearching
    /// The running search; readable so a test can await it.
    @ObservationIgnored private(set) var search: Task<Void, Never>?

    init(service: any PortSearching) { self.service = service }

    var statusText: String {
        switch state {
        case .idle: "Type a port"
        case .loading(let query): "Searching for \"\(query)\"..."
        case .loaded([]): "No ports found"
        case .loaded(let ports): ports.joined(separator: ", ")
        case .failed: "Search failed. Try again"
        }
    }

    private func startSearch() {
        search?.cancel()  // the old query's answer is no longer wanted
        guard !query.isEmpty else { state = .idle; return }
        state = .loading(query: query)
        search = Task { [query, service] in
            do {
                let ports = try await service.ports(matching: query)
                guard !Task.isCancelled else { return }  // stale: drop it
                state = .loaded(ports)
            } catch {
                guard !Task.isCancelled else { return }
                state = .failed
            }
        }
    }
}
// snippet.end
