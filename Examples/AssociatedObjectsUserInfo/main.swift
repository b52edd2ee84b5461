// snippet.keys
extension Peripheral.UserInfoKey {
    static let nickname = Self(rawValue: "com.example.gadgets.nickname")
}

extension Peripheral {
    /// A computed property in front of one key: callers never see the dictionary.
    var nickname: String? {
        get { userInfo[.nickname] as? String }
        set { userInfo[.nickname] = newValue }
    }
}
// snippet.end

// snippet.main
let strap = Peripheral(advertisedName: "HRM-2291")
strap.nickname = "Running strap"
print("HRM-2291 is called \(strap.nickname ?? "nothing")")

// The dictionary itself still takes any value under any key.
strap.userInfo[.nickname] = 2291
print("after a careless write: \(strap.nickname ?? "nothing"),",
      "userInfo holds \(strap.userInfo.count) value")
// snippet.end
