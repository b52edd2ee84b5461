// expect: compile-error
final class Scoreboard {
    var home = 1
}

@dynamicMemberLookup
struct ReadOnly<Subject: AnyObject> {
    private let subject: Subject
    init(_ subject: Subject) { self.subject = subject }

    subscript<Value>(dynamicMember keyPath: KeyPath<Subject, Value>) -> Value {
        subject[keyPath: keyPath]
    }
}

var display = ReadOnly(Scoreboard())  // a var, so only the proxy can refuse
print(display.home)  // a read: forwarded
display.home = 2  // a write: no setter to forward it
