struct Grade: Comparable {
    let points: Int

    static func < (a: Grade, b: Grade) -> Bool { a.points < b.points }

    // `>` is a requirement of Comparable: this replaces the default everywhere.
    static func > (a: Grade, b: Grade) -> Bool {
        print("  Grade's own >")
        return a.points > b.points
    }

    // `!=` is only an extension method of Equatable: this hides it, in concrete code only.
    static func != (a: Grade, b: Grade) -> Bool {
        print("  Grade's own !=")
        return a.points != b.points
    }
}

func report<T: Comparable>(_ a: T, _ b: T) {
    print("generic >: \(a > b)")
    print("generic !=: \(a != b)")
}

print("called on Grade:")
print("concrete !=: \(Grade(points: 3) != Grade(points: 2))")
print("called through a generic function:")
report(Grade(points: 3), Grade(points: 2))
