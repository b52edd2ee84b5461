// snippet.fakes
/// A script instead of standard input, and a list instead of standard output.
@MainActor final class ScriptedConsole {
    private var script: [String]
    private(set) var written: [String] = []

    init(_ script: [String]) { self.script = script.reversed() }
    func readLine() -> String? { script.popLast() }
    func write(_ text: String) { written.append(text) }
}

/// Builds a fresh program around the fakes, runs the script, and hands back the pieces.
@MainActor func run(_ script: [String], policy: any PackingPolicy = NoLimit()) -> (pack: Pack, output: [String]) {
    let console = ScriptedConsole(script)
    let editor = Editor(policy: policy)
    let view = PackView(editor: editor, write: console.write)
    Shell(editor: editor, readLine: console.readLine, write: console.write,
          displayPass: view.displayPass).run()
    return (editor.pack, console.written)
}
// snippet.end

// snippet.checks
func check(_ claim: String, _ holds: Bool) {
    print(holds ? "ok    \(claim)" : "FAIL  \(claim)")
}

let packed = run(["bag kitchen", "add stove 300 in kitchen"])
let undone = run(["bag kitchen", "add stove 300 in kitchen", "remove kitchen", "undo"])
check("undo brings back a removed bag with what was in it", undone.pack == packed.pack)

let mistakes = run(["bag kitchen", "ad stove 300", "move kitchen to kitchen", "undo", "undo"])
check("mistakes change nothing: one undo empties the pack",
      mistakes.pack == run([]).pack)
check("the view drew three times: at start, after bag, after undo",
      mistakes.output.filter { $0.hasPrefix("  pack") }.count == 3)
check("the second undo is reported, not acted on",
      mistakes.output.last == "nothing to undo")

let heavy = ["add water 5000"]
check("with no limit, 5000 g goes in", run(heavy).pack.root.grams == 5000)
check("with a 4000 g limit, it is refused",
      run(heavy, policy: WeightLimit(grams: 4000)).pack.root.grams == 0)
// snippet.end
