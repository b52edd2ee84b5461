/// A plain class, no annotation: its isolation is the module's default.
final class DraftList {
    private(set) var titles: [String] = []
    func add(_ title: String) { titles.append(title) }
}

/// Background work that builds its own list and returns only a count.
@concurrent
func importDrafts(_ lines: [String]) async -> Int {
    let list = DraftList()
    for line in lines where !line.isEmpty { list.add(line) }
    return list.titles.count
}

print("imported \(await importDrafts(["Budget", "", "Roadmap"])) drafts")
