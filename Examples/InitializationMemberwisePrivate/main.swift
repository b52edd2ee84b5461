// expect: compile-error
struct Station {
    var code: String
    var name: String
    private var footfall = 0   // one private stored property...
}

// ...makes the memberwise initializer private: only the type itself may call it.
let olten = Station(code: "OL", name: "Olten")
