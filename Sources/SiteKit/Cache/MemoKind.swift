/// One kind of value the cache remembers (a run's result, a rendered page, what the compiler
/// said, ...): how an entry is read from and written to `.build/site-cache/`. Each kind is
/// declared once, next to what it remembers, and every lookup goes through
/// `SiteCache.value(_:key:)`, which puts memory (in a long-running preview) over disk.
///
/// A key covers everything its value depends on, plus the generator and toolchain, so an entry
/// is either exactly right or never looked up.
struct MemoKind<Value: Sendable>: Sendable {
    /// The kind's name, which also names its folder (or pack) on disk.
    let name: String
    /// The entry stored under the key, or `nil` when there is none that checks out; a kind
    /// kept only in memory reads none.
    var read: @Sendable (SiteCache, _ key: String) -> Value? = { _, _ in nil }
    var write: @Sendable (SiteCache, Value, _ key: String) -> Void = { _, _, _ in }
    /// Marks an entry as used by this build when memory answered for it, for kinds kept in
    /// a pack (which drops what a complete build did not use).
    var keep: @Sendable (SiteCache, _ key: String) -> Void = { _, _ in }
    /// Whether a value says anything about its inputs: a run the build itself stopped does not.
    var isWorthKeeping: @Sendable (Value) -> Bool = { _ in true }
}

extension SiteCache {
    /// The value of `kind` remembered under `key`: from memory, else from disk (and then kept
    /// in memory), else `nil`.
    func value<Value>(_ kind: MemoKind<Value>, key: String) -> Value? {
        if let remembered = memory?.value(kind.name, key: key) as? Value {
            kind.keep(self, key)
            return remembered
        }
        guard let value = kind.read(self, key) else { return nil }
        memory?.remember(value, kind.name, key: key)
        return value
    }

    /// Remembers `value` under `key`, on disk and (in a preview) in memory.
    func store<Value>(_ value: Value, _ kind: MemoKind<Value>, key: String) {
        guard kind.isWorthKeeping(value) else { return }
        kind.write(self, value, key)
        memory?.remember(value, kind.name, key: key)
    }

    /// The value of `kind` under `key`, computed and remembered when there is none.
    func value<Value>(_ kind: MemoKind<Value>, key: String, compute: () -> Value) -> Value {
        if let known = value(kind, key: key) { return known }
        let value = compute()
        store(value, kind, key: key)
        return value
    }

    /// The value of `kind` under `key`, else the one the committed site `recorded` (in
    /// `Site/captured.json`), then remembered, so a later build does not look there again.
    func value<Value>(_ kind: MemoKind<Value>, key: String, recorded: @autoclosure () -> Value?) -> Value? {
        if let known = value(kind, key: key) { return known }
        guard let found = recorded() else { return nil }
        store(found, kind, key: key)
        return found
    }
}
