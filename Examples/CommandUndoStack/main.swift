// snippet.stack
/// A small stand-in for Foundation's UndoManager, which Linux doesn't have.
/// Actions registered while undoing become redo actions, so one
/// self-registering method gives both undo and redo.
final class UndoStack {
    private enum Mode { case editing, undoing, redoing }

    private var undoActions: [(name: String, run: () -> Void)] = []
    private var redoActions: [(name: String, run: () -> Void)] = []
    private var mode = Mode.editing

    func registerUndo(named name: String, _ action: @escaping () -> Void) {
        switch mode {
        case .undoing:
            redoActions.append((name, action))
        case .redoing:
            undoActions.append((name, action))
        case .editing:
            undoActions.append((name, action))
            redoActions.removeAll()  // a fresh edit makes the redo history meaningless
        }
    }

    func undo() {
        guard let action = undoActions.popLast() else {
            print("nothing to undo")
            return
        }
        mode = .undoing
        action.run()
        mode = .editing
        print("undid \(action.name)")
    }

    func redo() {
        guard let action = redoActions.popLast() else {
            print("nothing to redo")
            return
        }
        mode = .redoing
        action.run()
        mode = .editing
        print("redid \(action.name)")
    }
}
// snippet.end

// snippet.document
final class Document {
    let undoStack = UndoStack()
    private(set) var title = "Untitled"

    func rename(to newTitle: String) {
        let oldTitle = title
        title = newTitle
        print("title: \(oldTitle) -> \(newTitle)")
        // The inverse is another rename; when it runs during undo, it registers a redo.
        undoStack.registerUndo(named: "rename") { [weak self] in
            self?.rename(to: oldTitle)
        }
    }
}
// snippet.end

// snippet.main
let document = Document()
let history = document.undoStack

document.rename(to: "Draft")
document.rename(to: "Final")
history.undo()
history.undo()
history.redo()
print("-- a new edit clears the redo history")
document.rename(to: "Notes")
history.redo()
history.undo()
print("title is now \(document.title)")
// snippet.end
