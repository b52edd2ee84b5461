// expect: compile-error
final class Node {
    let title: String
    let next: Node?
    init(_ title: String, next: Node? = nil) {
        self.title = title
        self.next = next
    }
}

/// `private(set)` hides the setter only.
struct ReadableList {
    private(set) var head: Node?
    init(_ head: Node?) { self.head = head }
}

/// `private` hides the property: outside the type it does not exist.
struct SealedList {
    private var head: Node?
    init(_ head: Node?) { self.head = head }
}

var readable = ReadableList(Node("Intro", next: Node("Outro")))
print(readable.head?.next?.title ?? "none")  // compiles: anyone can read and walk the nodes
readable.head = nil                          // the setter is hidden

let sealed = SealedList(Node("Intro"))
print(sealed.head?.title ?? "none")          // the property is hidden
