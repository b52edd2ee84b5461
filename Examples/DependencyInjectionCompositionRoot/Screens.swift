// snippet.screen
/// A screen knows nothing of the world: its data comes in, its events go out.
@MainActor protocol ToolListDelegate: AnyObject {
    func toolList(_ screen: ToolListScreen, didPick tool: String)
}

@MainActor final class ToolListScreen {
    private let tools: [String]
    weak var delegate: (any ToolListDelegate)?

    init(tools: [String]) { self.tools = tools }     // dependency injection in

    func render() -> String {
        tools.enumerated().map { "  [\($0.offset + 1)] \($0.element)" }.joined(separator: "\n")
    }

    func tap(row: Int) {
        delegate?.toolList(self, didPick: tools[row - 1])   // delegation out
    }
}
// snippet.end
