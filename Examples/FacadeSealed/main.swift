// expect: compile-error
let publisher = EpisodePublisher()
print(publisher.publish(number: 14))

/// The import script tries to go round the façade again.
func importEpisode(number: Int) {
    let host = MediaHost()
    print(host.upload("ep\(number).m4a"))
}
