// snippet.main
let host = MediaHost()
let feed = FeedWriter()
let publisher = EpisodePublisher(host: host, feed: feed)

print("Publish button, episode 12:")
publisher.publish(Episode(number: 12, title: "Lighthouse Keepers", minutes: 48))

print("Scheduled publish, episode 13:")
publisher.publish(Episode(number: 13, title: "The Last Ferry", minutes: 35))
// snippet.end

// snippet.bypass
// An import script, written later, never heard of the façade. Nothing stops it.
print("Import script, episode 14:")
let episode = Episode(number: 14, title: "Bells Under Water", minutes: 41)
let audio = AudioEncoder().encode(episode, kbps: 96)
let audioURL = host.url(for: audio.name)
feed.append(FeedEntry(title: episode.title, audioURL: audioURL, artworkURL: ""))
DirectoryNotifier().ping(feed, host: host)
// snippet.end
