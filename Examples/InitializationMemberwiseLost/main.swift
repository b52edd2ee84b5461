// expect: compile-error
struct Station {
    var code: String
    var name: String
    var platforms = 2

    /// Written in the struct's body: the memberwise initializer is gone.
    init(halt name: String) {
        code = String(name.prefix(3)).uppercased()
        self.name = name
        platforms = 1
    }
}

let basel = Station(code: "BS", name: "Basel SBB", platforms: 16)
