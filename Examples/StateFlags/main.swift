// snippet.flags
/// A download tracked with flags. Every method has to remember which flags to
/// check and which ones to reset.
final class Download {
    let total: Int
    var isRunning = false
    var isPaused = false
    var isFinished = false
    var received = 0
    var failure: String?

    init(total: Int) { self.total = total }

    func start() {
        isRunning = true
    }

    func receive(_ bytes: Int) {
        guard isRunning else { return }          // paused downloads are still "running"
        received += bytes
        if received >= total { isFinished = true }  // isRunning stays true
    }

    func pause() {
        if isRunning { isPaused = true }         // forgot: isRunning = false
    }

    func resume() {
        if isPaused { isPaused = false; isRunning = true }
    }

    func fail(_ reason: String) {
        failure = reason                         // forgot everything else
    }

    var status: String {
        "running \(isRunning), paused \(isPaused), finished \(isFinished), "
            + "received \(received)/\(total), failure \(failure ?? "none")"
    }
}
// snippet.end

// snippet.session
let download = Download(total: 300)
download.start()
download.receive(100)
print("after 100 bytes:  ", download.status)
download.pause()
download.receive(100)
print("paused, then data:", download.status)
download.fail("connection reset")
download.resume()
print("failed, resumed:  ", download.status)
download.receive(100)
print("more data:        ", download.status)
// snippet.end
