let playlist = LinkedList(["Intro", "Blue Train", "So What", "Outro"])

// snippet.desugar
print("with for-in:")
for song in playlist {
    print("  \(song)")
}

print("by hand, the way for-in runs it:")
var iterator = playlist.makeIterator()
while let song = iterator.next() {
    print("  \(song)")
}
// snippet.end
