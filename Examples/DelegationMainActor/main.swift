// snippet.protocol
/// Runs on the main actor, like UIKit's delegate protocols. `Sendable` lets an
/// object on another actor hold a reference to it and call it.
@MainActor
protocol PassDownloaderDelegate: AnyObject, Sendable {
    func downloader(_ downloader: PassDownloader, shouldRetryAfter failures: Int) -> Bool
    func downloader(_ downloader: PassDownloader, didFinish passes: [String])
}
// snippet.end

// snippet.downloader
/// Does its work off the main actor and reports back to it.
actor PassDownloader {
    private weak var delegate: (any PassDownloaderDelegate)?
    private var failuresLeft: Int

    init(failuresBeforeSuccess: Int) { failuresLeft = failuresBeforeSuccess }

    func setDelegate(_ delegate: (any PassDownloaderDelegate)?) { self.delegate = delegate }

    func download(order: String) async {
        var failures = 0
        while failuresLeft > 0 {
            failuresLeft -= 1
            failures += 1
            print("downloader: attempt \(failures) for \(order) failed")
            // A hop to the main actor and back, answer included.
            guard await delegate?.downloader(self, shouldRetryAfter: failures) ?? false else {
                print("downloader: giving up on \(order)")
                return
            }
        }
        await delegate?.downloader(self, didFinish: ["\(order)-1", "\(order)-2"])
    }
}
// snippet.end

// snippet.wallet
/// Main-actor isolated, hence Sendable: the downloader may keep a reference.
@MainActor
final class WalletScreen: PassDownloaderDelegate {
    private let maxRetries: Int
    private(set) var passes: [String] = []
    init(maxRetries: Int) { self.maxRetries = maxRetries }

    func downloader(_ downloader: PassDownloader, shouldRetryAfter failures: Int) -> Bool {
        print("  wallet: retry? \(failures <= maxRetries ? "yes" : "no")")
        return failures <= maxRetries
    }
    func downloader(_ downloader: PassDownloader, didFinish passes: [String]) {
        self.passes += passes  // main-actor state, touched with no lock and no await
        print("  wallet: showing \(self.passes)")
    }
}
// snippet.end

// snippet.main
let wallet = WalletScreen(maxRetries: 2)

let flaky = PassDownloader(failuresBeforeSuccess: 2)
await flaky.setDelegate(wallet)
await flaky.download(order: "ORD-7")

let broken = PassDownloader(failuresBeforeSuccess: 5)
await broken.setDelegate(wallet)
await broken.download(order: "ORD-8")
// snippet.end
