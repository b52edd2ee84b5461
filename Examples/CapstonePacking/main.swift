// snippet.root
import Foundation

// The composition root: the only code that chooses what varies and wires it together.
let arguments = Array(CommandLine.arguments.dropFirst())
let policy: any PackingPolicy
if arguments.isEmpty {
    policy = NoLimit()
} else if arguments.count == 2, arguments[0] == "--limit", let grams = Int(arguments[1]), grams > 0 {
    policy = WeightLimit(grams: grams)
} else {
    FileHandle.standardError.write(Data("usage: packing [--limit <grams>]\n".utf8))
    exit(64)                                       // EX_USAGE: a typo never means "no limit"
}

let interactive = isatty(STDIN_FILENO) != 0
let write: (String) -> Void = { print($0) }
let readCommand: () -> String? = {
    if interactive { print("> ", terminator: "") }
    let line = readLine()
    if let line, !interactive { print("> \(line)") }   // piped input: echo it
    return line
}

let editor = Editor(policy: policy)
let view = PackView(editor: editor, write: write)
let shell = Shell(editor: editor, readLine: readCommand, write: write,
                  displayPass: view.displayPass)
shell.run()
// snippet.end
