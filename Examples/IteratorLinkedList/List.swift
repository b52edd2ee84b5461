// snippet.list
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
// snippet.end

// snippet.conformance
extension LinkedList: Sequence {
    struct Iterator: IteratorProtocol {
        fileprivate var current: Node?

        /// Read first, then move.
        mutating func next() -> Element? {
            guard let node = current else { return nil }
            current = node.next
            return node.value
        }
    }

    func makeIterator() -> Iterator {
        Iterator(current: head)
    }
}
// snippet.end
