extension String {
    public var isHarbourCode: Bool { hasPrefix("P") }
}
