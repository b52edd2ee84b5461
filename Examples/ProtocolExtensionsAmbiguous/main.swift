// expect: compile-error

extension Collection where Element: Hashable {
    func withoutRepeats() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

extension Collection where Element: Comparable {
    func withoutRepeats() -> [Element] {
        sorted().reduce(into: []) { kept, next in
            if kept.last != next { kept.append(next) }
        }
    }
}

// Int is both Hashable and Comparable, and neither extension is more specific.
print([3, 1, 3, 2].withoutRepeats())
