// expect: compile-error
import Foundation

final class Strap: NSObject {}  // an Objective-C class on Apple platforms

let attach = objc_setAssociatedObject
