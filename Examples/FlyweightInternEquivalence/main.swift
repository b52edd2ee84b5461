/// The pool from the previous example.
struct InternPool {
    private var table: Set<String> = []

    mutating func intern(_ string: String) -> String {
        table.insert(string).memberAfterInsert
    }
}

let composed = "Refuge du Col, caf\u{E9}"  // é as one scalar
let decomposed = "Refuge du Col, cafe\u{301}"  // e, then a combining accent
print("equal: \(composed == decomposed)")
print("scalars: \(composed.unicodeScalars.count) and \(decomposed.unicodeScalars.count)")

var pool = InternPool()
_ = pool.intern(composed)
print("interning the second returns \(pool.intern(decomposed).unicodeScalars.count) scalars")
