// A copy-on-write list of readings that says when it has to copy.
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct Readings {
    private var storage = Storage([])
    var count: Int { storage.values.count }

    mutating func append(_ value: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            print("    copying \(storage.values.count) readings")
            storage = Storage(storage.values)
        }
        storage.values.append(value)
    }
}
