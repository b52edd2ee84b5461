import Foundation

// The example's folder has a Resources folder, which the package declares as this target's
// resources: SwiftPM copies timetable.txt into the target's resource bundle and generates
// `Bundle.module`, which finds that bundle at run time.
guard let url = Bundle.module.url(forResource: "timetable", withExtension: "txt") else {
    fatalError("timetable.txt is not in the module's bundle")
}
let timetable = try String(contentsOf: url, encoding: .utf8)
print("Found \(url.lastPathComponent) in the target's resource bundle:")
print(timetable, terminator: "")
