// A module that teaches String one trick, publicly.
extension String {
    public var isBerthCode: Bool {
        count == 3 && first == "B" && dropFirst().allSatisfy(\.isNumber)
    }
}
