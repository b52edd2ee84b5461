// snippet.hide
import Foundation

// snippet.show
// snippet.loader
/// The first version of the board's loader: the timetable is "in the Resources folder".
func loadSailings() -> String {
    let path = "Resources/sailings.json"
    guard let data = FileManager.default.contents(atPath: path) else {
        return "cannot open \(path)"
    }
    return "\(data.count) bytes read"
}
// snippet.end

// snippet.main
_ = try withScratchFolder { project in
    // Lay the project out the way the developer's machine has it.
    let resources = project.appendingPathComponent("Resources")
    try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
    try Data(#"[{"time": "07:40"}]"#.utf8).write(to: resources.appendingPathComponent("sailings.json"))

    let fileManager = FileManager.default
    let original = fileManager.currentDirectoryPath
    defer { _ = fileManager.changeCurrentDirectoryPath(original) }

    _ = fileManager.changeCurrentDirectoryPath(project.path)
    print("run from the project folder:", loadSailings())

    _ = fileManager.changeCurrentDirectoryPath(resources.path)
    print("run from any other folder:", loadSailings())
}
// snippet.end
