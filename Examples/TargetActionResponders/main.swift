// snippet.actions
/// Actions as values: every action the menus can send, checked by the compiler.
enum EditAction: CaseIterable {
    case copy, paste, scaleRecipe, export
}

protocol Responder: AnyObject {
    var name: String { get }
    var nextResponder: (any Responder)? { get }
    func canPerform(_ action: EditAction) -> Bool
    func perform(_ action: EditAction)
}
// snippet.end

// snippet.send
/// Like `UIApplication.sendAction(_:to:from:for:)`: a named target gets the action
/// directly; a `nil` target means "the first responder that can perform it".
func sendAction(_ action: EditAction, to target: (any Responder)?,
                focus: any Responder) -> Bool {
    if let target {
        guard target.canPerform(action) else { return false }
        target.perform(action)
        return true
    }
    var candidate: (any Responder)? = focus
    while let responder = candidate {
        if responder.canPerform(action) {
            responder.perform(action)
            return true
        }
        candidate = responder.nextResponder
    }
    return false
}
// snippet.end

// snippet.responders
/// Leaf responders handle a fixed set of actions and pass the rest up.
final class BasicResponder: Responder {
    let name: String
    let nextResponder: (any Responder)?
    private let handles: Set<EditAction>

    init(_ name: String, handles: Set<EditAction>, next: (any Responder)?) {
        self.name = name
        self.handles = handles
        self.nextResponder = next
    }

    func canPerform(_ action: EditAction) -> Bool { handles.contains(action) }
    func perform(_ action: EditAction) { print("  \(name) performs \(action)") }
}

let app = BasicResponder("app", handles: [.export], next: nil)
let recipe = BasicResponder("recipe view", handles: [.copy, .scaleRecipe], next: app)
let field = BasicResponder("quantity field", handles: [.copy, .paste], next: recipe)
// snippet.end

// snippet.main
for focus in [field, recipe] {
    print("focus: \(focus.name)")
    for action in EditAction.allCases {
        if !sendAction(action, to: nil, focus: focus) {
            print("  \(action): no responder can perform it")
        }
    }
}
print("explicit target: app")
if !sendAction(.copy, to: app, focus: field) {
    print("  copy: the app cannot copy, and nobody else is asked")
}
// snippet.end
