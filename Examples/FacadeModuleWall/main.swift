// expect: compile-error
import PodcastStudio

// The façade is public: this compiles.
let publisher = EpisodePublisher()
publisher.publish("Pilot Episode")

// The import script tries to skip the façade once more.
let host = MediaHost()
print(host.upload("bonus.m4a"))
