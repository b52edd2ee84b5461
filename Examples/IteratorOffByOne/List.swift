// snippet.hide
/// A singly linked list. Nodes are classes because each one refers to the next.
struct LinkedList<Element> {
    fileprivate final class Node {
        let value: Element
        let next: Node?
        init(_ value: Element, next: Node?) {
            self.value = value
            self.next = next
        }
    }

    private var head: Node?  // neither readable nor settable outside this file

    init(_ values: [Element]) {
        for value in values.reversed() {
            head = Node(value, next: head)
        }
    }
}
// snippet.show

// snippet.draft
extension LinkedList: Sequence {
    /// First draft: move, then read. It looks reasonable and is off by one.
    struct Iterator: IteratorProtocol {
        fileprivate var current: Node?

        mutating func next() -> Element? {
            current = current?.next
            return current?.value
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: head)
    }
}
// snippet.end
