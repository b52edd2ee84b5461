extension String {
    public var isHarbourCode: Bool { hasPrefix("D") }
}
