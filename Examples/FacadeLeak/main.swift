// expect: compile-error
/// Part of the subsystem: what the host answers after an upload.
fileprivate struct UploadReceipt {
    let url: String
    let kilobytes: Int
}

struct EpisodePublisher {
    // The façade tries to hand a subsystem type to its clients.
    func publish(number: Int) -> UploadReceipt {
        UploadReceipt(url: "https://media.example/ep\(number).m4a", kilobytes: 46080)
    }
}
