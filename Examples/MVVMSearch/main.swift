// snippet.fake
/// A fake that answers when the script says so: no clock, no sleeps.
@MainActor
final class ScriptedPorts: PortSearching {
    private let all = ["Yarmouth", "Yelland", "Lymington", "Lyme Regis"]
    private var waiting: [String: CheckedContinuation<Bool, Never>] = [:]
    private var answered: [String: Bool] = [:]

    func ports(matching query: String) async throws -> [String] {
        let succeeds = if let early = answered.removeValue(forKey: query) {
            early
        } else {
            await withCheckedContinuation { waiting[query] = $0 }
        }
        guard succeeds else {
            print("  service: \"\(query)\" failed")
            throw LookupFailed()
        }
        let found = all.filter { $0.hasPrefix(query) }  // ignores cancellation
        print("  service: \"\(query)\" found \(found)")
        return found
    }

    func answer(_ query: String, succeeds: Bool = true) {
        if let lookup = waiting.removeValue(forKey: query) {
            lookup.resume(returning: succeeds)
        } else {
            answered[query] = succeeds  // the lookup hasn't started yet
        }
    }
}

struct LookupFailed: Error {}
// snippet.end

// snippet.main
let service = ScriptedPorts()
let viewModel = PortSearchViewModel(service: service)
@MainActor func show() { print("  screen: \(viewModel.statusText)") }

print("-- type \"Y\"")
viewModel.query = "Y"
let searchY = viewModel.search
show()

print("-- type \"Ly\" before \"Y\" answers")
viewModel.query = "Ly"
show()

print("-- \"Y\" answers late")
service.answer("Y")
await searchY?.value  // wait until the stale search has finished
show()

print("-- \"Ly\" answers")
service.answer("Ly")
await viewModel.search?.value
show()

print("-- type \"Lym\", and the network fails")
viewModel.query = "Lym"
service.answer("Lym", succeeds: false)
await viewModel.search?.value
show()
// snippet.end
