import Synchronization

/// Whether a type is one the binary coder writes itself (`BinaryEncoded`, `BinaryDecoded`),
/// asked once per type: the runtime's conformance lookup, asked for every value coded, took
/// longer than the coding itself.
enum CodedTypes {
    private static let encodedTypes = Mutex<[ObjectIdentifier: (any BinaryEncoded.Type)?]>([:])
    private static let decodedTypes = Mutex<[ObjectIdentifier: (any BinaryDecoded.Type)?]>([:])

    static func encoded(_ type: Any.Type) -> (any BinaryEncoded.Type)? {
        let id = ObjectIdentifier(type)
        if let known = encodedTypes.withLock({ $0[id] }) { return known }
        let answer = type as? any BinaryEncoded.Type
        encodedTypes.withLock { $0[id] = answer }
        return answer
    }

    static func decoded(_ type: Any.Type) -> (any BinaryDecoded.Type)? {
        let id = ObjectIdentifier(type)
        if let known = decodedTypes.withLock({ $0[id] }) { return known }
        let answer = type as? any BinaryDecoded.Type
        decodedTypes.withLock { $0[id] = answer }
        return answer
    }
}
