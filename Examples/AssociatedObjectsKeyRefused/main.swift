// expect: compile-error
// The classic key for an associated object: one byte that is never read or
// written, whose address names the association.
private enum AssociationKeys {
    static var nickname: UInt8 = 0
}
