protocol AudioSource {
    var title: String { get }
    var length: Int? { get }
}

struct Track: AudioSource {
    let title: String
    let seconds: Int
    var length: Int? { seconds }
}

struct LiveStream: AudioSource {
    let title: String
    var length: Int? { nil }
}
