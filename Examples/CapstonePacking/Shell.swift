// snippet.shell
/// The run loop: reads a line, carries it out, lets the views draw, repeats.
@MainActor final class Shell {
    private let editor: Editor
    private let readLine: () -> String?
    private let write: (String) -> Void
    private let displayPass: () -> Void

    init(editor: Editor, readLine: @escaping () -> String?,
         write: @escaping (String) -> Void, displayPass: @escaping () -> Void) {
        (self.editor, self.readLine, self.write, self.displayPass) = (editor, readLine, write, displayPass)
    }

    func run() {
        displayPass()
        while let line = readLine() {
            handle(line)
            displayPass()
        }
    }

    private func handle(_ line: String) {
        do {
            switch try Parser.request(from: line) {
            case .edit(let command): try editor.perform(command, label: line)
            case .undo: write(editor.undo().map { "undid: \($0)" } ?? "nothing to undo")
            case .redo: write(editor.redo().map { "redid: \($0)" } ?? "nothing to redo")
            case .help: write(Parser.help)
            case .nothing: break
            }
        } catch {
            write("! \(error)")          // a mistake is reported; nothing else happens
        }
    }
}
// snippet.end
