// expect: compile-error

// snippet.refused
/// Main-actor isolated, but not declared Sendable.
@MainActor
protocol PassDownloaderDelegate: AnyObject {
    func downloader(_ downloader: PassDownloader, didFinish passes: [String])
}

actor PassDownloader {
    private weak var delegate: (any PassDownloaderDelegate)?

    func setDelegate(_ delegate: (any PassDownloaderDelegate)?) { self.delegate = delegate }

    func download(order: String) async {
        await delegate?.downloader(self, didFinish: ["\(order)-1"])
    }
}
// snippet.end
