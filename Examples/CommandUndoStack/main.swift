// snippet.stack
/// A small stand-in for Foundation's UndoManager, which Linux doesn't have.
/// Actions registered while undoing become redo actions, so one
/// self-registering method gives both undo and redo.
final class UndoStack {
    private var undoActions: [(name: String, run: () -> Void)] = []
    private var redoActions: [(name: String, run: () -> Void)] = []
    private var isUndoing = false

    func registerUndo(named name: String, _ action: @escaping () -> Void) {
        if isUndoing {
            redoActions.append((name, action))
        } else {
            undoActions.append((name, action))
        }
    }

    func undo() {
        guard let action = undoActions.popLast() else {
            print("nothing to undo")
            return
        }
        isUndoing = true
        action.run()
        isUndoing = false
        print("undid \(action.name)")
    }

    func redo() {
        guard let action = redoActions.popLast() else {
            print("nothing to redo")
            return
        }
        action.run()
        print("redid \(action.name)")
    }

    /// A fresh edit makes the redo history meaningless.
    func clearRedo() { redoActions.removeAll() }
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

    func userRenamed(to newTitle: String) {
        undoStack.clearRedo()
        rename(to: newTitle)
    }
}
// snippet.end

// snippet.main
let document = Document()
let history = document.undoStack

document.userRenamed(to: "Draft")
document.userRenamed(to: "Final")
history.undo()
history.undo()
history.redo()
print("-- a new edit clears the redo history")
document.userRenamed(to: "Notes")
history.redo()
history.undo()
print("title is now \(document.title)")
// snippet.end
