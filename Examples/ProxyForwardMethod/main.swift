// expect: compile-error
final class Scoreboard {
    var home = 1
    var away = 1
    func summary() -> String { "\(home)–\(away)" }
}

@dynamicMemberLookup
struct ReadOnly<Subject: AnyObject> {
    private let subject: Subject
    init(_ subject: Subject) { self.subject = subject }

    subscript<Value>(dynamicMember keyPath: KeyPath<Subject, Value>) -> Value {
        subject[keyPath: keyPath]
    }
}

let display = ReadOnly(Scoreboard())
print(display.home)        // a property: forwarded
print(display.summary())   // a method: not forwarded
