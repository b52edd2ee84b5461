import Foundation
import SiteKit

/// A made-up book for the benchmark: `count` chapters, each with front matter, prose, lists,
/// links to its neighbours and four fenced Swift blocks (highlighted, not compiled). The text
/// varies with the chapter's number, the same on every run.
package struct SyntheticBook: Sendable {
    package var count: Int
    /// Chapters per category, so the sidebar groups them as it groups real chapters.
    package var perCategory = 100
    /// The categories its chapters take in turn, a hundred chapters at a time.
    package static let categories = (1...7).map { "Synthetic group \($0)" }

    package init(count: Int) {
        self.count = count
    }

    /// The slug of chapter `index`.
    package func slug(_ index: Int) -> String { String(format: "synthetic-%05d", index) }

    /// Every chapter, by file name.
    package func chapters() -> [(name: String, text: String)] {
        (0..<count).map { ("\(slug($0)).md", chapter($0)) }
    }

    /// The same chapter with one paragraph edited, for the one-chapter-edit measurement; each
    /// `variant` is a different edit, so no repetition finds its page already in the cache.
    package func edited(_ index: Int, variant: Int = 1) -> String {
        chapter(index).replacingOccurrences(of: "keeps its promise", with: "keeps its promise (edit \(variant))")
    }

    /// What a chapter's sections are made of.
    private struct Facts {
        var index: Int
        var name: String
        var category: String
        var previous: String
        var next: String
    }

    package func chapter(_ index: Int) -> String {
        let name = "Widget\(index)"
        let category = Self.categories[(index / perCategory) % Self.categories.count]
        let previous = index > 0 ? "[the previous chapter](\(slug(index - 1)).md)" : "the book"
        let next = index + 1 < count ? "[the next one](\(slug(index + 1)).md#the-pattern)" : "the end"
        let facts = Facts(index: index, name: name, category: category, previous: previous, next: next)
        let sections = [frontMatter, problem, pattern, implementation, variations, pitfalls].map { $0(facts) }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func frontMatter(_ c: Facts) -> String {
        """
        ---
        title: Synthetic pattern \(c.index)
        intent: Show how a \(c.name) keeps its state consistent while \(c.index % 7 + 2) clients use it.
        category: \(c.category)
        order: \(c.index + 1)
        related: []
        glance:
          what: A \(c.name) that owns its state and offers \(c.index % 5 + 2) operations.
          benefits: Callers never see a half-updated value, and tests can replace the store.
          use-when: Several parts of a program share a value that changes over time.
          avoid-when: One caller owns the value outright; a plain `struct` is enough.
          right-when: Every mutation goes through one method, and the type is `Sendable`.
          pitfalls: Leaking references to the storage, and doing slow work while holding it.
        ---
        """
    }

    private func problem(_ c: Facts) -> String {
        """
        ## The problem

        A program grows a \(c.name) that many parts of it read and write. At first every caller
        updates the fields it needs, and the type *keeps its promise* only while nobody does
        two things at once. This chapter follows on from \(c.previous) and leads to \(c.next).

        - a caller reads `count`, another writes it in between;
        - a test cannot replace the storage without editing the type;
        - error handling is copied into \(c.index % 9 + 3) places.

        ```swift
        final class \(c.name)Store {
            private var items: [String: Int] = [:]
            private let lock = NSLock()

            func add(_ name: String, amount: Int = \(c.index % 10 + 1)) {
                lock.lock()
                defer { lock.unlock() }
                items[name, default: 0] += amount
            }

            func total() -> Int {
                lock.lock()
                defer { lock.unlock() }
                return items.values.reduce(0, +)
            }
        }
        ```
        """
    }

    private func pattern(_ c: Facts) -> String {
        """
        ## The pattern

        Give the \(c.name) one owner and route every change through it. The owner can be an actor,
        a type with a lock, or a value that is copied instead of shared:

        1. decide which type owns the state;
        2. make every mutation a method of that type;
        3. hand out values, never references to the storage.

        ```swift
        actor \(c.name) {
            private var items: [String: Int] = [:]

            func add(_ name: String, amount: Int) -> Int {
                items[name, default: 0] += amount
                return items[name]!
            }

            var snapshot: [(String, Int)] {
                items.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            }
        }
        ```
        """
    }

    private func implementation(_ c: Facts) -> String {
        """
        ## The Swift implementation

        The actor makes the compiler check what used to be a convention. Callers `await` each
        operation, and a test builds its own instance with a known starting state.

        ```swift
        struct \(c.name)Report: Sendable, CustomStringConvertible {
            let lines: [(String, Int)]

            var description: String {
                lines.map { "\\($0.0): \\($0.1)" }.joined(separator: "\\n")
            }
        }

        func report(from widget: \(c.name)) async -> \(c.name)Report {
            \(c.name)Report(lines: await widget.snapshot)
        }
        ```
        """
    }

    private func variations(_ c: Facts) -> String {
        """
        ## Variations

        > A value type with `mutating` methods is the simplest owner of all, as long as nobody
        > needs to share it.

        ```swift
        enum \(c.name)Event: Equatable {
            case added(String, Int)
            case removed(String)
            case reset
        }

        protocol \(c.name)Observer: AnyObject {
            func widget(_ widget: \(c.name), didChange event: \(c.name)Event)
        }

        let events: [\(c.name)Event] = [.added("a", \(c.index)), .removed("b"), .reset]
        print(events.count, events.first == .reset)
        ```
        """
    }

    private func pitfalls(_ c: Facts) -> String {
        """
        ## Pitfalls

        Doing slow work inside the owner blocks every caller; a `Task` per change loses ordering.
        See \(c.previous) for the same trade-off in another shape.
        """
    }
}
