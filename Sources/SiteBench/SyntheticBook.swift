import Foundation
import SiteKit

/// A made-up book for the benchmark: `count` chapters, each with front matter, prose, lists,
/// links to its neighbours and four fenced Swift blocks (highlighted, not compiled). The text
/// varies with the chapter's number, the same on every run.
///
/// The `long` shape is another book, so that a figure does not hold for one book only: each
/// chapter is about three times as long, with eleven Swift blocks (one a 60-line listing) and
/// links to chapters all over the book, not only to its neighbours.
package struct SyntheticBook: Sendable {
    package enum Shape: String, Sendable, CaseIterable {
        case standard, long
    }

    package var count: Int
    package var shape: Shape
    /// Chapters per category, so the sidebar groups them as it groups real chapters.
    package var perCategory = 100
    /// The categories its chapters take in turn, a hundred chapters at a time.
    package static let categories = (1...7).map { "Synthetic group \($0)" }

    package init(count: Int, shape: Shape = .standard) {
        self.count = count
        self.shape = shape
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
        var parts = [frontMatter, problem, pattern, implementation, variations, pitfalls]
        if shape == .long {
            let repeated = [pattern, implementation, variations]
            parts += [crossLinks, longListing] + repeated + [crossLinks] + repeated
        }
        return parts.map { $0(facts) }.joined(separator: "\n\n") + "\n"
    }

    /// Links to four chapters spread over the book (the long shape).
    private func crossLinks(_ c: Facts) -> String {
        let targets = (1...4).map { (c.index * 37 + $0 * 401) % count }
        let links = targets.map { "- [pattern \($0)](\(slug($0)).md#the-swift-implementation)" }
        return """
            ## Related elsewhere in the book

            The same owner appears in other shapes; each of these chapters changes one decision:

            \(links.joined(separator: "\n"))
            """
    }

    /// A 60-line listing with generics, closures and string interpolation (the long shape).
    private func longListing(_ c: Facts) -> String {
        let cases = (0..<12).map { "        case step\($0)(count: Int, label: String)" }
        let functions = (0..<8).map { n in
            """
                func apply\(n)<Value: Sendable & Comparable>(_ values: [Value], limit: Int = \(n + c.index % 5)) -> [Value] {
                    let kept = values.filter { _ in limit > \(n) }.sorted()
                    return kept.count > limit ? Array(kept.prefix(limit)) : kept
                }
            """
        }
        return """
            ## The whole program

            ```swift
            struct \(c.name)Pipeline: Sendable {
                enum Step: Sendable {
            \(cases.joined(separator: "\n"))
                }

            \(functions.joined(separator: "\n\n"))

                func describe(_ step: Step) -> String {
                    switch step {
                    case let .step0(count, label): return "\\(label) × \\(count)"
                    default: return String(describing: step)
                    }
                }
            }
            ```
            """
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
