// expect: compile-error

// snippet.refused
/// The obvious design: a weak box that only accepts classes.
struct WeakBox<Delegate: AnyObject> {
    weak var delegate: Delegate?
}

protocol ShowDelegate: AnyObject {
    func show(didReach cue: String)
}

var listeners: [WeakBox<any ShowDelegate>] = []
// snippet.end
