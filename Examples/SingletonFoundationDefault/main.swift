// snippet.hide
import Foundation
// snippet.show
let files = FileManager.default
print("FileManager.default is always the same object: \(files === FileManager.default)")
print("FileManager() makes another one: \(files !== FileManager())")
