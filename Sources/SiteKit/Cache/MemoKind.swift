/// One kind of value the cache remembers (a run's result, a rendered page, what the compiler
/// said, ...): how an entry is read from and written to `.build/site-cache/`, and for what the
/// examples gave, where `Site/captured.json` holds it. Each kind is declared once, beside
/// the step whose work it remembers (`MemoKind.run` in `Run/RecordedRun.swift`,
/// `MemoKind.page` in `Render/CachedPage.swift`), and every lookup goes through `SiteCache.value(_:key:)`, which reads
/// the layers in order.
struct MemoKind<Value: Sendable>: Sendable {
    /// The kind's name, which also names its folder (or pack) on disk and is in its keys.
    let name: String
    /// The entry stored under the key, or `nil` when there is none that checks out; a kind
    /// kept only in memory reads none.
    var read: @Sendable (CacheStore, SiteCache, _ key: String) -> Value? = { _, _, _ in nil }
    var write: @Sendable (CacheStore, SiteCache, Value, _ key: String) -> Void = { _, _, _, _ in }
    /// Marks an entry as used by this build when memory answered for it, for kinds kept in
    /// a pack (which drops what a complete build did not use).
    var keep: @Sendable (SiteCache, _ key: String) -> Void = { _, _ in }
    /// What the committed site recorded under the key, for what the examples gave.
    var recorded: @Sendable (CapturedResults, _ key: String) -> Value? = { _, _ in nil }
    /// Whether a value says anything about its inputs: a run the build itself stopped does not.
    var isWorthKeeping: @Sendable (Value) -> Bool = { _ in true }
}

extension SiteCache {
    /// The value of `kind` remembered under `key`: from memory, else from disk (and then kept
    /// in memory), else from what the committed site recorded (and then stored), else `nil`.
    func value<Value>(_ kind: MemoKind<Value>, key: String) -> Value? {
        if let remembered = memory?.value(kind.name, key: key) as? Value {
            kind.keep(self, key)
            return remembered
        }
        guard let store else { return nil }
        if let value = kind.read(store, self, key) {
            memory?.remember(value, kind.name, key: key)
            return value
        }
        guard let found = kind.recorded(captured, key) else { return nil }
        self.store(found, kind, key: key)
        return found
    }

    /// Remembers `value` under `key`, on disk and (in a preview) in memory.
    func store<Value>(_ value: Value, _ kind: MemoKind<Value>, key: String) {
        guard let store, kind.isWorthKeeping(value) else { return }
        kind.write(store, self, value, key)
        memory?.remember(value, kind.name, key: key)
    }

    /// The value of `kind` under `key`, computed and remembered when there is none.
    func value<Value>(_ kind: MemoKind<Value>, key: String, compute: () -> Value) -> Value {
        if let known = value(kind, key: key) { return known }
        let value = compute()
        store(value, kind, key: key)
        return value
    }
}
