// expect: compile-error
import Foundation

func readAll(_ file: URL, _ handle: FileHandle) async throws {
    for try await line in file.lines { print(line) }
    for try await byte in handle.bytes { print(byte) }
    for await note in NotificationCenter.default.notifications(named: Notification.Name("refresh")) {
        print(note.name)
    }
}
