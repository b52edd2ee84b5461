// snippet.list
/// A singly linked list. Nodes are classes because each one refers to the next.
struct LinkedList<Element> {
    final class Node {
        let value: Element
        let next: Node?
        init(_ value: Element, next: Node?) {
            self.value = value
            self.next = next
        }
    }

    private(set) var head: Node?

    init(_ values: [Element]) {
        for value in values.reversed() {
            head = Node(value, next: head)
        }
    }
}
// snippet.end

// snippet.draft
/// First draft: move, then read. It looks reasonable and is off by one.
struct FirstDraftIterator<Element>: IteratorProtocol {
    var current: LinkedList<Element>.Node?

    mutating func next() -> Element? {
        current = current?.next
        return current?.value
    }
}
// snippet.end

// snippet.conformance
extension LinkedList: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate var current: Node?

        /// Read first, then move: `defer` runs after the return value is computed.
        mutating func next() -> Element? {
            defer { current = current?.next }
            return current?.value
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: head)
    }
}
// snippet.end

let playlist = LinkedList(["Intro", "Blue Train", "So What", "Outro"])

// snippet.runs
print("first draft:")
var draft = FirstDraftIterator(current: playlist.head)
while let song = draft.next() {
    print("  \(song)")
}

// snippet.end

// snippet.desugar
print("fixed, with for-in:")
for song in playlist {
    print("  \(song)")
}

print("fixed, by hand, the way for-in runs it:")
var iterator = playlist.makeIterator()
while let song = iterator.next() {
    print("  \(song)")
}
// snippet.end

// snippet.free
print("uppercased:", playlist.map { $0.uppercased() })
print("long titles:", playlist.count(where: { $0.count > 5 }))
print("contains So What:", playlist.contains("So What"))
print("first with a space:", playlist.first(where: { $0.contains(" ") }) ?? "none")
print("alphabetical first:", playlist.min() ?? "none")
for (number, song) in zip(1..., playlist) where number.isMultiple(of: 2) {
    print("even track \(number): \(song)")
}
// snippet.end

// snippet.independent
var a = playlist.makeIterator()
_ = a.next()
var b = a            // an iterator is a value: b copies a's position
_ = a.next()
print("a is at \(a.next() ?? "end"), b is at \(b.next() ?? "end")")
// snippet.end
