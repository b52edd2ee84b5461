// expect: compile-error
func reportWithoutDownloading() {
    let done = Download<Finished>(name: "album.zip", received: 300)  // skip every phase
    print(done.report())
}
