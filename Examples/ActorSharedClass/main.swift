// setting: language-mode 5
/// A plain class holding a workshop's sign-ups, shared by concurrent child tasks.
final class SignUpSheet {
    private(set) var names: [String] = []
    func add(_ name: String) { names.append(name) }
}

func signUp(_ people: [String], on sheet: SignUpSheet) async {
    await withTaskGroup(of: Void.self) { group in
        for person in people {
            group.addTask { sheet.add(person) }
        }
    }
}

func runDoor() async {
    let sheet = SignUpSheet()
    await signUp(["Ada"], on: sheet)
    print("sheet: \(sheet.names)")
}
await runDoor()
