// expect: compile-error
// Linux only: Foundation is imported, and the Objective-C runtime's functions are not in it.
import Foundation

final class Peripheral: NSObject {}

nonisolated(unsafe) var nicknameKey: UInt8 = 0
objc_setAssociatedObject(Peripheral(), &nicknameKey, "Kitchen sensor",
                         .OBJC_ASSOCIATION_COPY_NONATOMIC)
