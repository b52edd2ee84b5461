// expect: compile-error
// An extension property has nowhere to look but a global, so the table must be one.
extension Peripheral {
    static let nicknames = SideTable<Peripheral, String>()

    var nickname: String? {
        get { Self.nicknames[self] }
        set { Self.nicknames[self] = newValue }
    }
}
