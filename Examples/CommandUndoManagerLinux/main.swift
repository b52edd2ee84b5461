// expect: compile-error
// Linux only: swift-corelibs-foundation has no UndoManager.
import Foundation

let undoManager = UndoManager()
print(undoManager.canUndo)
