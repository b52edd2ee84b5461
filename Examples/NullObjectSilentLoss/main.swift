// snippet.store
protocol DraftStore {
    func save(_ draft: String)
}

final class DeviceDrafts: DraftStore {
    private(set) var saved: [String] = []
    func save(_ draft: String) { saved.append(draft) }
}

/// The null object: for a device with no storage set up.
struct NoDrafts: DraftStore {
    func save(_ draft: String) {}
}
// snippet.end

// snippet.forms
@MainActor final class SightingForm {
    private let drafts: any DraftStore
    init(drafts: any DraftStore = NoDrafts()) { self.drafts = drafts }

    func saveTapped(_ draft: String) -> String {
        drafts.save(draft)
        return "Draft saved"
    }
}

@MainActor final class HonestSightingForm {
    private let drafts: (any DraftStore)?
    init(drafts: (any DraftStore)?) { self.drafts = drafts }

    func saveTapped(_ draft: String) -> String {
        guard let drafts else {
            return "Drafts are off on this device: upload now or keep the form open"
        }
        drafts.save(draft)
        return "Draft saved"
    }
}
// snippet.end

// snippet.main
let draft = "2 grey herons, marsh hide, 06:40"

// The set-up code forgot to pass the device's store.
let form = SightingForm()
print("form says: \(form.saveTapped(draft))")

let honest = HonestSightingForm(drafts: nil)
print("honest form says: \(honest.saveTapped(draft))")

let store = DeviceDrafts()
let stored = HonestSightingForm(drafts: store).saveTapped(draft)
print("with a store: \(stored), \(store.saved.count) kept")
// snippet.end
