import Foundation

/// What the preview tells the open pages after each build, as one JSON event on each page's
/// event stream (Server-Sent Events: the browser's `EventSource` reconnects by itself, and
/// nothing has to be read from the page).
struct LiveReloadMessage: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        /// The build succeeded: the pages in `pages` changed and reload; the overlay goes.
        case built
        /// The build failed: every page shows `text` over itself until a build succeeds.
        case failed
    }

    var kind: Kind
    /// Paths under `Site/` that the build wrote (`observer.html`).
    var pages: [String] = []
    /// The errors, as the terminal shows them.
    var text: String = ""

    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }
}

/// The open pages, each an event stream, and the last build's failure, which a page that
/// connects later is told at once.
actor LiveReloadHub {
    private var clients: [UUID: AsyncStream<String>.Continuation] = [:]
    private var failure: LiveReloadMessage?

    /// The events for one new page; the stream ends when the preview stops.
    func connect() -> AsyncStream<String> {
        let (events, continuation) = AsyncStream.makeStream(of: String.self)
        let id = UUID()
        clients[id] = continuation
        continuation.onTermination = { _ in Task { await self.disconnect(id) } }
        if let failure { continuation.yield(failure.json) }
        return events
    }

    private func disconnect(_ id: UUID) {
        clients.removeValue(forKey: id)
    }

    /// Sends `message` to every open page and remembers a failure for pages still to come.
    func send(_ message: LiveReloadMessage) {
        failure = message.kind == .failed ? message : nil
        for client in clients.values { client.yield(message.json) }
    }

    var connectedPages: Int { clients.count }

    /// Ends every page's stream, when the preview stops.
    func closeAll() {
        for client in clients.values { client.finish() }
        clients.removeAll()
    }
}

/// The script the preview adds to each HTML page it serves (never to `Site/`'s files): it
/// reloads the page when a build rewrote it or the theme's files, keeping the scroll position,
/// and shows a build's errors over the page until a build succeeds.
enum LiveReloadScript {
    static let path = "/__live"

    static let tag = """
        <script>/* site serve: live reload */(() => {
          const here = decodeURIComponent(location.pathname).replace(/^\\//, "").replace(/(^|\\/)$/, "$1index.html");
          const scrollKey = "site-serve-scroll:" + here;
          const saved = sessionStorage.getItem(scrollKey);
          if (saved !== null) { sessionStorage.removeItem(scrollKey); window.scrollTo(0, Number(saved)); }
          function overlay(text) {
            let box = document.getElementById("site-serve-overlay");
            if (!box) {
              box = document.createElement("div");
              box.id = "site-serve-overlay";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;" +
                "background:rgba(20,20,20,.94);color:#fff;font:14px/1.5 ui-monospace,monospace";
              const title = document.createElement("p");
              title.textContent = "The build failed. The page below is the last good build; fix the errors and save.";
              title.style.cssText = "font-weight:bold;color:#ff9b9b;margin:0 0 1rem";
              const pre = document.createElement("pre");
              pre.style.cssText = "white-space:pre-wrap;margin:0";
              box.append(title, pre);
              document.body.append(box);
            }
            box.querySelector("pre").textContent = text;
          }
          function connect() {
            const events = new EventSource("\(path)");
            events.onmessage = (event) => {
              const message = JSON.parse(event.data);
              if (message.kind === "failed") { overlay(message.text); return; }
              document.getElementById("site-serve-overlay")?.remove();
              // A page the build rewrote reloads; so does every page when a theme file changed.
              if (message.pages.includes(here) || message.pages.some((page) => page.startsWith("assets/") && !page.startsWith("assets/search/"))) {
                sessionStorage.setItem(scrollKey, String(window.scrollY));
                location.reload();
              }
            };
          }
          connect();
        })();</script>
        """

    /// `html` with the script added before its closing body tag.
    static func inject(into html: Data) -> Data {
        let closing = Data("</body>".utf8)
        guard let range = html.range(of: closing, options: .backwards) else { return html + Data(tag.utf8) }
        var page = html
        page.replaceSubrange(range.lowerBound..<range.lowerBound, with: Data(tag.utf8))
        return page
    }
}
