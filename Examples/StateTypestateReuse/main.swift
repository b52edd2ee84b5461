// expect: compile-error
func receiveThroughStaleValue() {
    let running = Download(name: "album.zip").start()
    let paused = running.pause()    // uses up `running`
    let more = running.receive(100) // ...so this value no longer exists
    print(paused.received, more.received)
}
