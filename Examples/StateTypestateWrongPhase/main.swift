// expect: compile-error
func receiveWhilePaused() {
    let paused = Download(name: "album.zip").start().pause()
    let more = paused.receive(100)  // receive exists only while Running
    print(more.received)
}
