// snippet.context
/// The context. Callers see one object with ordinary methods; what each method
/// does depends on the state object it currently holds.
final class Download {
    let total: Int
    private var state: any DownloadState = Idle()

    init(total: Int) { self.total = total }

    func start() { apply("start", state.start()) }
    func receive(_ bytes: Int) {
        apply("receive \(bytes)", state.receive(bytes, of: total))
    }
    func pause() { apply("pause", state.pause()) }
    func resume() { apply("resume", state.resume()) }
    func fail(_ reason: String) { apply("fail", state.fail(reason)) }

    private func apply(_ event: String, _ next: (any DownloadState)?) {
        if let next {
            state = next
            print("\(event) -> \(state.summary)")
        } else {
            print("\(event) ignored, still \(state.summary)")
        }
    }
}
// snippet.end

// snippet.session
let download = Download(total: 300)
download.pause()
download.start()
download.receive(100)
download.pause()
download.receive(100)
download.resume()
download.fail("connection reset")
download.receive(100)
download.resume()
download.receive(200)
download.resume()
// snippet.end
