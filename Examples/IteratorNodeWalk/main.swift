// A playlist stored as a singly linked list. Its nodes are public, so every
// caller that wants the songs has to walk the chain itself.
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

let playlist = Playlist(["Intro", "Blue Train", "So What", "Outro"])

// snippet.walks
// Caller 1: print every song.
var node = playlist.head
while let current = node {
    print("playing \(current.title)")
    node = current.next
}

// Caller 2: count the long titles. Same loop, typed again.
var longTitles = 0
var cursor = playlist.head
while let current = cursor {
    if current.title.count > 5 { longTitles += 1 }
    cursor = current.next
}
print("titles longer than 5 characters: \(longTitles)")

// Caller 3: find a song. Third copy of the loop, and this one forgets to
// advance when the title doesn't match, so it would spin forever; a guard
// stops it after a few rounds to show what happened.
var rounds = 0
var probe = playlist.head
while let current = probe, rounds < 5 {
    rounds += 1
    if current.title == "So What" {
        print("found it")
        break
    }
    // missing: probe = current.next
}
print("gave up after \(rounds) rounds, still looking at \(probe?.title ?? "nil")")
// snippet.end
