// snippet.probe
/// How many separate UTF-8 buffers these strings use. Meaningful only for
/// strings longer than 15 UTF-8 bytes: shorter ones are stored inline.
func bufferCount(_ strings: [String]) -> Int {
    let starts = strings.map { string in
        string.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress!) }!
    }
    return Set(starts).count
}
// snippet.end

// snippet.pool
/// Keeps one copy of each distinct string and hands that copy out again.
struct InternPool {
    private var table: Set<String> = []

    var count: Int { table.count }

    /// Returns the member already in the pool when there is an equal one.
    mutating func intern(_ string: String) -> String {
        table.insert(string).memberAfterInsert
    }
}
// snippet.end

// snippet.main
// A GPS track export: one line per point, naming the surface underfoot.
let surfaces = ["gravel forest road", "boardwalk over wetland", "exposed granite ridge"]
let export = (0..<1200).map { surfaces[$0 % 3] }.joined(separator: "\n")

let parsed = export.split(separator: "\n").map(String.init)
print("points: \(parsed.count), distinct values: \(Set(parsed).count)")
print("parsed strings:   \(bufferCount(parsed)) buffers")

let copies = Array(repeating: parsed[0], count: 1200)
print("copies of one:    \(bufferCount(copies)) buffer")

var pool = InternPool()
let interned = parsed.map { pool.intern($0) }
print("interned strings: \(bufferCount(interned)) buffers, pool holds \(pool.count)")
// snippet.end
