// expect: compile-error
import Foundation

final class KilnScreen: NSObject {
    @objc func startFiring(_ sender: Any?) { print("firing") }
}

let screen = KilnScreen()
let action = #selector(KilnScreen.startFiring(_:))
let byName = NSSelectorFromString("startFiring:")
if screen.responds(to: byName) {
    screen.perform(action)
}
