// expect: compile-error
// snippet.hide
import Foundation

// snippet.show
// This target declares no resources in Package.swift, so SwiftPM generates no accessor.
let url = Bundle.module.url(forResource: "sailings", withExtension: "json")
print(url?.lastPathComponent ?? "nil")
