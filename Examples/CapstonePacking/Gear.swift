// snippet.gear
/// One thing in the pack: an item with its weight, or a bag that holds more gear.
enum Gear: Sendable, Equatable {
    case item(String, grams: Int)
    case bag(String, [Gear])

    var name: String {
        switch self {
        case .item(let name, _), .bag(let name, _): name
        }
    }

    /// The operation that makes it a composite: a bag weighs what it holds.
    var grams: Int {
        switch self {
        case .item(_, let grams): grams
        case .bag(_, let contents): contents.reduce(0) { $0 + $1.grams }
        }
    }

    func contains(_ target: String) -> Bool {
        guard case .bag(_, let contents) = self else { return false }
        return contents.contains { $0.name == target || $0.contains(target) }
    }
}
// snippet.end

// snippet.edits
extension Gear {
    /// Puts `gear` into the bag called `bag`, wherever it is; false if there is none.
    mutating func insert(_ gear: Gear, into bag: String) -> Bool {
        guard case .bag(let name, var contents) = self else { return false }
        var done = name == bag
        if done { contents.append(gear) }
        for index in contents.indices where !done {
            done = contents[index].insert(gear, into: bag)
        }
        if done { self = .bag(name, contents) }
        return done
    }

    /// Takes out the gear called `target`, with everything in it.
    mutating func remove(_ target: String) -> Gear? {
        guard case .bag(let name, var contents) = self else { return nil }
        var removed: Gear? = nil
        if let index = contents.firstIndex(where: { $0.name == target }) {
            removed = contents.remove(at: index)
        } else {
            for index in contents.indices where removed == nil {
                removed = contents[index].remove(target)
            }
        }
        if removed != nil { self = .bag(name, contents) }
        return removed
    }
}
// snippet.end

// snippet.pack
enum PackError: Error, CustomStringConvertible {
    case duplicate(String), noBag(String), notFound(String), intoItself(String)
    case refused(String)

    var description: String {
        switch self {
        case .duplicate(let name): "there is already something called \(name)"
        case .noBag(let name): "there is no bag called \(name)"
        case .notFound(let name): "there is nothing called \(name)"
        case .intoItself(let name): "\(name) can't go inside itself"
        case .refused(let reason): reason
        }
    }
}

/// The model: a tree of gear whose names are unique, so a name is an address.
struct Pack: Sendable, Equatable {
    private(set) var root: Gear = .bag("pack", [])

    mutating func put(_ gear: Gear, in bag: String) throws(PackError) {
        guard gear.name != root.name, !root.contains(gear.name) else { throw .duplicate(gear.name) }
        guard root.insert(gear, into: bag) else { throw .noBag(bag) }
    }

    mutating func take(_ name: String) throws(PackError) -> Gear {
        guard let gear = root.remove(name) else { throw .notFound(name) }
        return gear
    }
}
// snippet.end
