let playlist = LinkedList(["Intro", "Blue Train", "So What", "Outro"])
for song in playlist {
    print("playing \(song)")
}
