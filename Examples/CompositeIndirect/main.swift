// expect: compile-error
struct Lamp {
    let name: String
    let watts: Int
}

enum Fixture {
    case lamp(Lamp)
    case group(String, [Fixture])  // the array keeps its elements elsewhere
    case capped(percent: Int, Fixture)  // a fixture held below a ceiling
}
