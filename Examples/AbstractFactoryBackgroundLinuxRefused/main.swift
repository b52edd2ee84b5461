// expect: compile-error
// Refused on Linux only: on Apple platforms URLSession is in Foundation and this compiles.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

let standard = URLSessionConfiguration.default        // a family every platform has
let background = URLSessionConfiguration.background(withIdentifier: "com.example.sync")
print(standard.httpMaximumConnectionsPerHost, background.identifier ?? "")
