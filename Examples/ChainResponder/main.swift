enum Action: String {
    case copy, save, quit, share
}

// snippet.protocol
/// Plain-Swift model of UIKit's responder chain. A responder knows only `next`;
/// where that leads is decided by the structure around it.
protocol Responder: AnyObject {
    var name: String { get }
    var next: (any Responder)? { get }
    /// Return true to stop the action here; false to let it travel on.
    func handle(_ action: Action) -> Bool
}

extension Responder {
    /// Walks the chain from this responder until someone stops the action.
    func send(_ action: Action) -> Bool {
        var responder: (any Responder)? = self
        while let current = responder {
            if current.handle(action) { return true }
            responder = current.next
        }
        return false
    }
}
// snippet.end

// snippet.responders
final class Application: Responder {
    let name = "app"
    let window = Window()  // the app owns its window
    init() { window.application = self }
    var next: (any Responder)? { nil }
    func handle(_ action: Action) -> Bool {
        guard action == .quit else { return false }
        print("  app: quitting")  // take it, end the walk
        return true
    }
}

final class Window: Responder {
    let name = "window"
    weak var application: Application?  // weak: the app owns the window
    let controller = FormController()   // a window owns its root controller
    init() { controller.window = self }
    var next: (any Responder)? { application }
    func handle(_ action: Action) -> Bool {
        print("  window: logged \(action.rawValue)")  // work, then pass on anyway
        return false
    }
}

final class FormController: Responder {
    let name = "form controller"
    weak var window: Window?  // weak: the window owns the controller
    let view = FormView()     // a controller owns its view
    init() { view.controller = self }
    var next: (any Responder)? { window }
    func handle(_ action: Action) -> Bool {
        guard action == .save else { return false }
        print("  form controller: saved the form")  // take it, end the walk
        return true
    }
}

final class FormView: Responder {
    let name = "form view"
    weak var controller: FormController?  // weak: the controller owns this view
    let field = TextField()               // a view owns its subviews
    init() { field.superview = self }
    var next: (any Responder)? { controller }
    func handle(_ action: Action) -> Bool {
        if action == .save {
            print("  form view: fields valid, passing on")  // a share of the work, then on
        }
        return false
    }
}

final class TextField: Responder {
    let name = "email field"
    weak var superview: FormView?  // weak: a view owns its subviews, not its parent
    var next: (any Responder)? { superview }
    func handle(_ action: Action) -> Bool {
        guard action == .copy else { return false }
        print("  email field: copied the selected text")  // take it, end the walk
        return true
    }
}
// snippet.end

// snippet.assemble
let app = Application()  // the only strong reference from outside
let field = app.window.controller.view.field

var path: [String] = []
var link: (any Responder)? = field
while let current = link {
    path.append(current.name)
    link = current.next
}
print("chain: " + path.joined(separator: " -> "))
// snippet.end

// snippet.send
for action in [Action.copy, .save, .quit, .share] {
    print("\(action.rawValue) from the email field")
    if !field.send(action) { print("  nobody handled \(action.rawValue)") }
}
// snippet.end
