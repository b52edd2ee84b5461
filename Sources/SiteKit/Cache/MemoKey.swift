/// Every key of remembered work, and every digest of a page's inputs, is made here: the
/// SHA-256 of a name and the inputs encoded whole (`BinaryEncoder`). A step declares its
/// inputs as an `Encodable` value and never lists their fields by hand, so a field added to
/// an input type is in the key with nothing else to change.
enum MemoKey {
    static func of(_ name: String, _ inputs: some Encodable) -> String {
        do {
            return Digest.hex(bytes: try BinaryEncoder.encode(Named(name: name, inputs: inputs)))
        } catch {
            preconditionFailure("the inputs of '\(name)' cannot be encoded: \(error)")
        }
    }

    private struct Named<Inputs: Encodable>: Encodable {
        var name: String
        var inputs: Inputs
    }
}

extension SiteCache {
    /// The key of `kind`'s value for `inputs` and this cache's toolchain. The generator is not
    /// in it: a cache belongs to one generator (`SiteCache.open`), and `Site/captured.json`,
    /// read by any, holds results under these same keys.
    func key<Value>(_ kind: MemoKind<Value>, _ inputs: some Encodable) -> String {
        MemoKey.of(kind.name, Scoped(toolchain: toolchain, inputs: inputs))
    }

    private struct Scoped<Inputs: Encodable>: Encodable {
        var toolchain: String
        let format = CapturedResults.version
        var inputs: Inputs
    }
}
