// expect: compile-error
// Linux only: on Apple platforms this compiles, and FoundationNetworking does not exist.
import Foundation
import FoundationNetworking

let standard = URLSessionConfiguration.default        // a family every platform has
let background = URLSessionConfiguration.background(withIdentifier: "com.example.sync")
print(standard.httpMaximumConnectionsPerHost, background.identifier ?? "")
