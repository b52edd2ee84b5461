// snippet.shelf
/// A naive pool: asking "is there a copy?" and taking one are separate steps.
final class Shelf {
    private var copies: [String]

    init(copies: [String]) { self.copies = copies }

    var hasCopy: Bool { !copies.isEmpty }

    func take() -> String? {
        copies.isEmpty ? nil : copies.removeFirst()
    }
}
// snippet.end

// snippet.script
// One copy is left. Two readers interleave the way two threads can:
// both check, then both act. The steps are scripted so this happens every run.
let shelf = Shelf(copies: ["Hard Times #2"])

let aSeesCopy = shelf.hasCopy
print("Reader A checks the shelf: copy available = \(aSeesCopy)")
let bSeesCopy = shelf.hasCopy
print("Reader B checks the shelf: copy available = \(bSeesCopy)")

if aSeesCopy {
    print("Reader A takes: \(shelf.take() ?? "nothing")")
}
if bSeesCopy {
    print("Reader B takes: \(shelf.take() ?? "nothing, although the check said yes")")
}
// snippet.end
