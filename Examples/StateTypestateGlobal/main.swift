// expect: compile-error
// A top-level `let` in main.swift is a global variable, not a local.
let fresh = Download(name: "album.zip")
let running = fresh.start()
print(running.received)
