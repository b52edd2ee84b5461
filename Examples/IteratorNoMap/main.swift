// expect: compile-error
// snippet.hide
final class Node {
    let title: String
    var next: Node?
    init(_ title: String, next: Node? = nil) {
        self.title = title
        self.next = next
    }
}

struct Playlist {
    var head: Node?

    init(_ titles: [String]) {
        for title in titles.reversed() {
            head = Node(title, next: head)
        }
    }
}
// snippet.show

let playlist = Playlist(["Intro", "Blue Train", "So What", "Outro"])
let titles = playlist.map { $0.title }
