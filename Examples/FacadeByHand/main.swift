// snippet.app
/// The app's Publish button, written by someone who knows the right order.
func publishFromApp(_ episode: Episode, host: MediaHost, feed: FeedWriter) {
    let audio = AudioEncoder().encode(episode, kbps: 128)
    let audioURL = host.upload(audio.name)
    let artwork = ArtworkRenderer().render(episode, side: 3000)
    let artworkURL = host.upload(artwork)
    feed.append(
        FeedEntry(title: episode.title, audioURL: audioURL, artworkURL: artworkURL))
    DirectoryNotifier().ping(feed, host: host)
}
// snippet.end

// snippet.scheduled
/// Publishing at a set time, written months later by someone else.
func publishOnSchedule(_ episode: Episode, host: MediaHost, feed: FeedWriter) {
    let audio = AudioEncoder().encode(episode, kbps: 128)
    let artwork = ArtworkRenderer().render(episode, side: 3000)
    let artworkURL = host.upload(artwork)
    // The audio is the slow upload, so get the episode into the feed first.
    let audioURL = host.url(for: audio.name)
    feed.append(
        FeedEntry(title: episode.title, audioURL: audioURL, artworkURL: artworkURL))
    DirectoryNotifier().ping(feed, host: host)
    _ = host.upload(audio.name)
}
// snippet.end

// snippet.main
let host = MediaHost()
let feed = FeedWriter()

let episode12 = Episode(number: 12, title: "Lighthouse Keepers", minutes: 48)
let episode13 = Episode(number: 13, title: "The Last Ferry", minutes: 35)

print("Publish button, episode 12:")
publishFromApp(episode12, host: host, feed: feed)

print("Scheduled publish, episode 13:")
publishOnSchedule(episode13, host: host, feed: feed)
// snippet.end
