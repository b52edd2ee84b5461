// snippet.hide
import Foundation

// snippet.show
// A command-line tool has a main bundle too: the folder its executable sits in.
let main = Bundle.main
let executable = main.executableURL

print("executable:", executable?.lastPathComponent ?? "none")
print("bundle folder = executable's folder:",
      main.bundleURL.standardizedFileURL.path
          == executable?.deletingLastPathComponent().standardizedFileURL.path)
print("resources folder = bundle folder:", main.resourceURL == main.bundleURL)

// There is no Info.plist: the dictionary exists but is empty, and every key is nil.
print("info dictionary:", main.infoDictionary.map { "\($0.count) keys" } ?? "nil")
print("bundle identifier:", main.bundleIdentifier ?? "nil")
print("version string:", main.object(forInfoDictionaryKey: "CFBundleShortVersionString") ?? "nil")

// Nothing is copied next to the executable, so no resource is found.
print("sailings.json:", main.url(forResource: "sailings", withExtension: "json")?.lastPathComponent ?? "nil")
