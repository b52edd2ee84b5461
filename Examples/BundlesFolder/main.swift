// snippet.hide
import Foundation

// snippet.show
let scratch = try withScratchFolder { folder in
    let bundleURL = try makeTimetableBundle(in: folder)
    guard let bundle = Bundle(path: bundleURL.path) else { fatalError("not a bundle") }

    // Info.plist: static facts about the bundle, read without running any of its code.
    print("identifier:", bundle.bundleIdentifier ?? "nil")
    print("version:", bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") ?? "nil")
    print("harbour:", bundle.object(forInfoDictionaryKey: "HarbourName") ?? "nil")

    // Resources: ask by name and type; the answer is a location inside the bundle, or nil.
    let url = bundle.url(forResource: "sailings", withExtension: "json")
    let path = bundle.path(forResource: "sailings", ofType: "json")
    print("url(forResource:withExtension:):", url?.lastPathComponent ?? "nil")
    print("path(forResource:ofType:):", path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "nil")
    print("fares.json:", bundle.url(forResource: "fares", withExtension: "json")?.lastPathComponent ?? "nil")

    if let url {
        let sailings = try JSONDecoder().decode([Sailing].self, from: Data(contentsOf: url))
        for sailing in sailings {
            print("  \(sailing.time)  \(sailing.ferry) to \(sailing.to)")
        }
    }
}
print("scratch folder still there:", FileManager.default.fileExists(atPath: scratch.path))
