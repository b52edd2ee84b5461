// expect: compile-error

// snippet.hide
protocol DraftStore {
    func save(_ draft: String)
}

// snippet.show
@MainActor final class QuickSightingForm {
    private let drafts: (any DraftStore)?
    init(drafts: (any DraftStore)?) { self.drafts = drafts }

    func saveTapped(_ draft: String) -> String {
        drafts.save(draft)
        return "Draft saved"
    }
}
