import Foundation

// A command-line tool's main bundle has no Info.plist, so it names no development region.
print("asking the main bundle for its development localization")
print(Bundle.main.developmentLocalization ?? "none")
